// The login page's entry (login.html).
import { forgetPersonalData } from '../lib/offline-store';
import { registerServiceWorker } from '../lib/service-worker';
import { startLoginPage } from './login';

void startLoginPage(document, window.location.search, { leave: (url) => window.location.replace(url), forget: forgetPersonalData });
registerServiceWorker();
