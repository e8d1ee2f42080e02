/**
 * The six static pages, and the test-only page whose HTML tries to run script. A page's content never
 * opens with its own title: the page draws that as its level-1 heading.
 */

export const STATIC_PAGES: readonly (readonly [slug: string, name: string, content: string])[] = [
  [
    'about',
    'About',
    `<h2>Our mission</h2>
<p>Atrium Academy opens the doors of great universities to anyone with curiosity and an internet connection.
Since our founding we have welcomed more than <strong>20 million learners</strong> from every country in the world.</p>
<h2>How we work</h2>
<ul><li>Courses are designed and taught by faculty of our partner institutions.</li>
<li>Most courses are free to audit; verified certificates support the platform.</li>
<li>Every course is available in at least one language other than English, and many in Arabic and Persian.</li></ul>
<p>Read more about our <a href="/partners">partners</a> or <a href="/discover">start learning today</a>.</p>`,
  ],
  [
    'contact',
    'Contact',
    `<h2>Get in touch</h2>
<p>Our learner support team answers within two working days.</p>
<dl><dt>Learner support</dt><dd><a href="mailto:support@atrium.example">support@atrium.example</a></dd>
<dt>Partnerships</dt><dd><a href="mailto:partners@atrium.example">partners@atrium.example</a></dd>
<dt>Press</dt><dd><a href="mailto:press@atrium.example">press@atrium.example</a></dd></dl>
<p>Atrium Academy, 12 Learning Square, 1000 Example City.</p>`,
  ],
  [
    'donate',
    'Donate',
    `<h2>Support open education</h2>
<p>Atrium Academy is a non-profit. Your gift keeps courses free for learners who cannot pay, funds
translations into Arabic and Persian, and pays for captions on every video.</p>
<ul><li><strong>$10</strong> captions one lecture.</li><li><strong>$50</strong> translates a course week.</li>
<li><strong>$250</strong> sponsors a learner's verified certificates for a year.</li></ul>
<p>Donations are tax-deductible where the law allows.</p>`,
  ],
  [
    'tos',
    'Terms of Service',
    `<p>These terms govern your use of Atrium Academy. By creating an account you agree to them.</p>
<h3>1. Your account</h3><p>Keep your password secret. You are responsible for activity under your account.</p>
<h3>2. Course content</h3><p>Course materials belong to their authors and partner institutions and are licensed to you for personal learning.</p>
<h3>3. Certificates</h3><p>Certificates confirm that you completed a course; they are not academic credit unless a partner says so.</p>
<h3>4. Changes</h3><p>We may update these terms and will tell you about material changes by e-mail.</p>`,
  ],
  [
    'honor',
    'Honor Code',
    `<p>By enrolling in a course you agree to:</p>
<ol><li>Complete all graded work yourself, unless collaboration is explicitly permitted.</li>
<li>Keep only one account.</li><li>Not share answers to graded problems.</li>
<li>Not engage in activities that unfairly improve your results or harm those of others.</li></ol>`,
  ],
  [
    'privacy',
    'Privacy Policy',
    `<p>We collect the information you give us (name, e-mail address, language preference) and information about
your learning (enrollments, progress, certificates) to run the platform.</p>
<h3>What we never do</h3><ul><li>Sell your personal data.</li><li>Show advertising based on your learning.</li></ul>
<h3>Your rights</h3><p>You can download or delete your data at any time from your account settings.</p>`,
  ],
];

export const XSS_CHECK_PAGE = [
  'xss-check',
  'XSS check',
  `<h2>Sanitiser check</h2><p id="xss-safe">This paragraph must be visible.</p>
<script>window.__atriumXss = 'script';</script>
<img src="/static/missing.png" alt="" onerror="window.__atriumXss = 'onerror'">
<a href="javascript:window.__atriumXss='link'">A link that must not run script</a>`,
] as const;
