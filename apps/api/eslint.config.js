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
      'promotions',
      'members',
      'orders',
      'product-admin',
      'payments',
      'product-feedback',
      'catalog-admin',
      'member-wallet',
      'notifications',
      'content',
      'shell',
      'cms',
      'notices',
      'translations',
      'mail',
      'dashboard',
    ],
  },
});
