import { describe, expect, it, vi } from 'vitest';
import { trashedElsewhere } from '../../../src/renderer/src/state/trashedNews';

describe('the open game put in the trash on another device', () => {
  it("the host's page offers Restore", () => {
    const restore = vi.fn();
    const news = trashedElsewhere(false, restore);
    expect(news).toMatchObject({ warning: true, trashed: true, action: { label: 'Restore' } });
    news.action?.run();
    expect(restore).toHaveBeenCalledOnce();
  });

  it("a phone's says only the host can bring it back, and offers nothing it may not do", () => {
    expect(trashedElsewhere(true, vi.fn())).toEqual({
      warning: true,
      trashed: true,
      text: 'The host put this game in the trash. Only the host can bring it back.',
    });
  });
});
