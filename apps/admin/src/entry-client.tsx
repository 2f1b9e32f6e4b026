import '@atelier/ui-kit/styles.css';
import '@atelier/app-frame/forms.css';
import './styles/console.css';
import './styles/order-money.css';
import './styles/catalog-members.css';
import './styles/content.css';
import './styles/promotions.css';
import './styles/catalog.css';
import './styles/listing.css';
import './styles/order-bulk.css';
import './styles/dashboard.css';

import { bootApp } from '@atelier/app-frame';
import { parseWithoutEval } from '@atelier/contracts/jitless';

// Before any zod schema is built: the CSP allows no eval (decision 0010).
parseWithoutEval();

// The HTML preloads the console's code (server/console-module.ts): nothing to wait for.
void bootApp(() => import('./app/start-client.js'), { paintFirst: false });
