import { describe, expect, it, vi } from 'vitest';
import {
  warmFilterFields,
  warmFilterFieldsOnce,
} from '../../../../src/renderer/src/screens/stats/warmFilterFields';

describe("the filters' fields warmed while Home is idle", () => {
  it('lays a hidden date field and list box out once and takes them away in the same task', () => {
    const before = document.body.innerHTML;
    const added: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) added.push(n as Element);
    });
    observer.observe(document.body, { childList: true });
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    warmFilterFields();
    observer.takeRecords().forEach((r) => {
      for (const n of r.addedNodes) added.push(n as Element);
    });
    observer.disconnect();
    expect(document.body.innerHTML).toBe(before);
    expect(layout).toHaveBeenCalledTimes(1);
    layout.mockRestore();
    const box = added[0] as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.visibility).toBe('hidden');
    expect(box.querySelector('input')?.type).toBe('date');
    expect(box.querySelector('select')).not.toBeNull();
  });
});

describe('warmed once per page', () => {
  it('the second ask (the press after an idle Home) lays nothing out again', () => {
    const page = document.implementation.createHTMLDocument('a page');
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    warmFilterFieldsOnce(page);
    warmFilterFieldsOnce(page);
    expect(layout).toHaveBeenCalledTimes(1);
    warmFilterFieldsOnce(document.implementation.createHTMLDocument('another page'));
    expect(layout).toHaveBeenCalledTimes(2);
    layout.mockRestore();
  });
});
