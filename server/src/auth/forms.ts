/** The sign-in and registration forms: labelled fields, visible errors, their own CSRF field. */
import { html, type SafeHtml } from '../http/html.ts';
import { CSRF_FORM_FIELD } from './csrf.ts';

export interface FieldErrors {
  [field: string]: string | undefined;
}

function field(
  name: string,
  label: string,
  type: string,
  value: string,
  errors: FieldErrors,
  autocomplete: string,
): SafeHtml {
  const error = errors[name];
  return html`<label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${value}"
      autocomplete="${autocomplete}"
      required
      ${error ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

const alert = (message: string | undefined) =>
  message ? html`<p class="alert" role="alert">${message}</p>` : '';
const hidden = (csrf: string, next: string) =>
  html`<input type="hidden" name="${CSRF_FORM_FIELD}" value="${csrf}" /><input
      type="hidden"
      name="next"
      value="${next}"
    />`;
const withNext = (path: string, next: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);

export function loginForm(opts: {
  csrf: string;
  next: string;
  login?: string;
  error?: string;
  canRegister: boolean;
}): SafeHtml {
  return html`<h1>Sign in</h1>
    ${alert(opts.error)}
    <form method="post" action="/login" novalidate>
      ${hidden(opts.csrf, opts.next)}
      ${field('login', 'Username or e-mail', 'text', opts.login ?? '', {}, 'username')}
      ${field('password', 'Password', 'password', '', {}, 'current-password')}
      <button type="submit">Sign in</button>
    </form>
    ${opts.canRegister ? html`<p>New here? <a href="${withNext('/register', opts.next)}">Create an account</a></p>` : ''}
    <p class="note">Demo accounts: learner, newcomer and graduate, password atrium-demo.</p>`;
}

export interface RegisterValues {
  name: string;
  username: string;
  email: string;
}

export function registerForm(opts: {
  csrf: string;
  next: string;
  values: RegisterValues;
  errors: FieldErrors;
  error?: string;
}): SafeHtml {
  const { values, errors } = opts;
  return html`<h1>Create an account</h1>
    ${alert(opts.error ?? (Object.values(errors).some(Boolean) ? 'Please correct the fields marked below.' : undefined))}
    <form method="post" action="/register" novalidate>
      ${hidden(opts.csrf, opts.next)} ${field('name', 'Full name', 'text', values.name, errors, 'name')}
      ${field('username', 'Username', 'text', values.username, errors, 'username')}
      ${field('email', 'E-mail', 'email', values.email, errors, 'email')}
      ${field('password', 'Password (at least 8 characters)', 'password', '', errors, 'new-password')}
      <button type="submit">Create account</button>
    </form>
    <p>Already registered? <a href="${withNext('/login', opts.next)}">Sign in</a></p>`;
}
