import { describe, expect, it } from 'vitest';
import { normaliseWechatId } from './wechat-id.js';

describe('normaliseWechatId (issue 31)', () => {
  it('one form for the spellings that look the same', () => {
    for (const v of [
      'ada_shop',
      ' Ada_Shop ',
      'ada\u200b_shop',
      '\u2060ada_shop\ufeff',
      'ad\u200da_shop',
      'ａｄａ＿ｓｈｏｐ',
      'ada\u00ad_shop',
    ])
      expect(normaliseWechatId(v), JSON.stringify(v)).toBe('ada_shop');
  });

  it('keeps what differs', () => {
    expect(normaliseWechatId('ada_shop2')).toBe('ada_shop2');
    expect(normaliseWechatId('ada-shop')).toBe('ada-shop');
  });
});
