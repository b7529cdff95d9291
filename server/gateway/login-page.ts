// The server-rendered sign-in page. No scripts and no inline styles (the CSP forbids inline
// scripts; the stylesheet is a same-origin file). Every value put into the page is escaped.
import { languages, type Language } from '../../src/contract';
import { languageNames, loginTexts, type LoginTextKey } from './login-texts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export interface LoginPageModel {
  lang: Language;
  returnTo: string;
  account?: string;
  error?: LoginTextKey;
}

export function renderLoginPage({ lang, returnTo, account = '', error }: LoginPageModel): string {
  const t = loginTexts[lang];
  const e = escapeHtml;
  const languageLinks = languages
    .map((l) => {
      const href = `/gateway/login?lang=${encodeURIComponent(l)}&returnTo=${encodeURIComponent(returnTo)}`;
      const current = l === lang ? ' aria-current="true"' : '';
      return `<a href="${e(href)}" lang="${l}" hreflang="${l}"${current}>${e(languageNames[l])}</a>`;
    })
    .join('\n        ');
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="same-origin">
    <title>${e(t.title)}</title>
    <link rel="stylesheet" href="/gateway/login.css">
  </head>
  <body>
    <main class="card">
      <h1>${e(t.heading)}</h1>
      <p class="subtitle">${e(t.subtitle)}</p>
      ${error ? `<p class="error" role="alert">${e(t[error])}</p>` : ''}
      <form method="post" action="/gateway/login">
        <input type="hidden" name="returnTo" value="${e(returnTo)}">
        <input type="hidden" name="lang" value="${lang}">
        <label for="account">${e(t.account)}</label>
        <input id="account" name="account" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="64" required value="${e(account)}"${error ? ' aria-invalid="true"' : ''}>
        <label for="password">${e(t.password)}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" maxlength="256" required${error ? ' aria-invalid="true"' : ''}>
        <button type="submit">${e(t.submit)}</button>
      </form>
      <nav class="languages" aria-label="${e(t.languages)}">
        ${languageLinks}
      </nav>
    </main>
  </body>
</html>
`;
}

export const loginCss = `:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #1d2939; }
.card { width: min(400px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 4px 24px rgba(16, 24, 40, 0.08); }
h1 { margin: 0 0 4px; font-size: 1.5rem; }
.subtitle { margin: 0 0 24px; color: #475467; }
form { display: grid; gap: 8px; }
label { font-weight: 600; margin-top: 8px; }
input { font: inherit; padding: 10px 12px; border: 1px solid #98a2b3; border-radius: 8px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1570ef; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #b42318; }
button { font: inherit; font-weight: 600; margin-top: 16px; padding: 10px 12px; border: 0; border-radius: 8px; background: #175cd3; color: #fff; cursor: pointer; }
button:hover { background: #1849a9; }
.error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fef3f2; color: #b42318; }
.languages { display: flex; gap: 16px; justify-content: center; margin-top: 24px; }
.languages a { color: #175cd3; }
.languages a[aria-current="true"] { font-weight: 600; text-decoration: none; color: #1d2939; }
`;
