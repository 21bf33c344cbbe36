// The offline page's entry (offline.html), in the language this browser chose (issue 18; the
// languages' chunks are precached with the app).
import { setDocumentLanguage, deviceLanguage } from '../i18n/languages';
import { loadTranslation } from '../i18n/load';
import { readOwnBookings } from '../lib/offline-store';
import { readCompass } from '../lib/compass-offline';
import { type OfflinePageTexts, renderOfflinePage } from './offline';

const main = document.getElementById('main') as HTMLElement;
const retry = () => window.location.reload();
const language = deviceLanguage();
renderOfflinePage(document, main, readOwnBookings(), retry, undefined, readCompass());
if (language !== 'sv') {
  loadTranslation(language)
    .then((texts) => {
      const chosen: OfflinePageTexts = { offline: texts.offline, statusLabel: texts.statusLabel, language };
      renderOfflinePage(document, main, readOwnBookings(), retry, chosen, readCompass());
      setDocumentLanguage(document, language);
    })
    .catch(() => undefined);
}
