import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { isLanguage, LANGUAGE_INFO, LANGUAGES, MENU_LABEL } from '../../i18n/languages';
import { useSpeech } from '../../lib/texts';

/** Where the menu posts without JavaScript (gateway/src/ssr/forms.ts `FORM_PATHS.language`). */
const LANGUAGE_ACTION = '/user/language';

/**
 * The language menu (issue 18): for guests and people not logged in. Each language is named in
 * its own language (and marked with its `lang`, so a screen reader says it right). A choice takes
 * effect at once. Without JavaScript (a server-rendered guest page, issue 34 §1) it is a plain form
 * with an OK button: the gateway keeps the choice with the account and sends the same page back in
 * that language.
 */
export function LanguageMenu() {
  const { language, mayChoose, choose } = useSpeech();
  const id = useId();
  const { pathname, search } = useLocation();
  if (!mayChoose) return null;
  return (
    <form className="language-menu" method="post" action={LANGUAGE_ACTION} onSubmit={(e) => e.preventDefault()}>
      <input type="hidden" name="back" value={pathname + search} />
      {/* A globe and "Språk · Language · اللغة" in every language, so anyone finds it (issue 33 §4). */}
      <label htmlFor={id}>
        <svg className="language-menu__globe" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>{' '}
        {MENU_LABEL.map((part, i) => (
          <span key={part.lang}>
            {i > 0 && ' · '}
            <span lang={part.lang} dir={LANGUAGE_INFO[part.lang].dir}>
              {part.text}
            </span>
          </span>
        ))}
      </label>
      <select
        id={id}
        name="language"
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void choose(e.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} dir={LANGUAGE_INFO[code].dir}>
            {LANGUAGE_INFO[code].name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">OK</button>
      </noscript>
    </form>
  );
}
