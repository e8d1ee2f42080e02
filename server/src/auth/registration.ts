/** Validation of the registration form. Pure: returns the clean values or the errors by field. */
import type { FieldErrors, RegisterValues } from './forms.ts';

export interface Registration extends RegisterValues {
  password: string;
}

const USERNAME = /^[A-Za-z0-9_.-]{2,30}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export function validateRegistration(form: Record<string, unknown>): {
  values: Registration;
  errors: FieldErrors;
} {
  const text = (key: string) => {
    const value = form[key];
    return typeof value === 'string' ? value : '';
  };
  const values = {
    name: text('name').trim(),
    username: text('username').trim(),
    email: text('email').trim(),
    password: text('password'),
  };
  const errors: FieldErrors = {};
  if (values.name.length < 1 || values.name.length > 100)
    errors.name = 'Enter your name (up to 100 characters).';
  if (!USERNAME.test(values.username))
    errors.username = 'Use 2 to 30 letters, digits, dots, dashes or underscores.';
  if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = 'Enter a valid e-mail address.';
  if (values.password.length < 8 || values.password.length > 200)
    errors.password = 'Use at least 8 characters.';
  return { values, errors };
}
