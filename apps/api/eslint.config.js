import { createEslintConfig } from '@atelier/eslint-config';

export default createEslintConfig({
  apiLayers: {
    root: import.meta.dirname,
    // Lowest first: a feature imports only the features before it (decision 0023).
    features: [
      'session',
      'media',
      'shipping',
      'points',
      'coupons',
      'policies',
      'catalog',
      'products',
      'cart',
      'auth',
      'operators',
      'members',
      'orders',
      'payments',
      'product-feedback',
      'member-wallet',
      'notifications',
      'shell',
      'dashboard',
    ],
  },
});
