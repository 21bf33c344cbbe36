import { useId } from 'react';
import { isLanguage, LANGUAGE_INFO, LANGUAGES } from '../../i18n/languages';
import { useSpeech } from '../../lib/texts';

/**
 * The language menu (issue 18): for guests and people not logged in. Each language is named in
 * its own language (and marked with its `lang`, so a screen reader says it right).
 */
export function LanguageMenu() {
  const { language, texts, mayChoose, choose } = useSpeech();
  const id = useId();
  if (!mayChoose) return null;
  return (
    <div className="language-menu">
      <label htmlFor={id}>{texts.language.label}</label>
      <select
        id={id}
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
    </div>
  );
}
