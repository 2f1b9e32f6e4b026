import '@atelier/ui-kit/styles.css';
import '@atelier/shop-shell/styles.css';
import '@atelier/commerce-ui/styles.css';
import './styles/app.css';

import { bootApp } from '@atelier/app-frame';
import { parseWithoutEval } from '@atelier/contracts/jitless';

// Before any of the app's code builds a zod schema: the page's Content-Security-Policy allows
// no eval, and zod's probe for it would be reported as a violation (decision 0010).
parseWithoutEval();

void bootApp(() => import('./app/start-client.js'));
