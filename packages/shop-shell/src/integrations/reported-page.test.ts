import { describe, expect, it } from 'vitest';

import { reportedPage } from './reported-page.js';

describe('reportedPage', () => {
  it('replaces the order number in the path and in the title', () => {
    expect(reportedPage('/my-page/order/2026112700000001', '주문 2026112700000001')).toEqual({
      path: '/my-page/order/:orderId',
      title: '주문 :orderId',
    });
  });

  it('keeps paging, sorting and tabs, drops every other parameter and the hash', () => {
    expect(reportedPage('/shop/category/12?page=2&keyword=홍길동&sort=new#reviews')).toEqual({
      path: '/shop/category/12?page=2&sort=new',
    });
    expect(reportedPage('/shop/my_order_view?od_id=77', 'Order 77')).toEqual({
      path: '/shop/my_order_view',
      title: 'Order :od_id',
    });
  });

  it('leaves other pages as they are', () => {
    expect(reportedPage('/', '아틀리에')).toEqual({ path: '/', title: '아틀리에' });
    expect(reportedPage('/my-page/store-order')).toEqual({ path: '/my-page/store-order' });
  });
});
