import '@atelier/ui-kit/tokens.css';

import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DialogProvider,
  markHydrated,
  ToastProvider,
  type DialogLabels,
  type ToastLabels,
} from '@atelier/ui-kit';

// Stories render in the browser only: nothing to hydrate, so the parts components load after
// hydration (ui-kit's afterHydration: the mega-menu's links, the chrome's footers) load at once.
markHydrated();

const EN_DIALOG_LABELS: DialogLabels = {
  alertTitle: 'Notice',
  confirmTitle: 'Confirm',
  errorTitle: 'Error',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
  progressLabel: 'Closes automatically',
};
const EN_TOAST_LABELS: ToastLabels = { closeLabel: 'Close' };

// Every story gets the app-level providers, in the toolbar's language.
const withProviders: Decorator = (Story, context) => {
  const en = context.globals.locale === 'en';
  return (
    <DialogProvider labels={en ? EN_DIALOG_LABELS : undefined}>
      <ToastProvider labels={en ? EN_TOAST_LABELS : undefined}>
        <div lang={en ? 'en' : 'ko'}>
          <Story />
        </div>
      </ToastProvider>
    </DialogProvider>
  );
};

const preview: Preview = {
  // Every component gets a docs page: its stories with the meta's usage note.
  tags: ['autodocs'],
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Storefront language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'kr', title: '한국어 (kr)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'kr',
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    // The two layouts the spec names (breakpoints 1000/1024 px): phone and desktop.
    viewport: {
      options: {
        mobile: {
          name: 'Mobile 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop 1440×900',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
