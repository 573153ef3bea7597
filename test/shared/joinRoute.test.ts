import { describe, expect, it } from 'vitest';
import { isLoopbackHost, joinWithoutKey } from '../../src/shared/joinRoute';

describe('a page opened without any key', () => {
  it('on the local network (a phone that typed the sharing address): the join page, the code to type', () => {
    for (const host of ['192.168.1.20', '10.0.0.7', 'host.local'])
      expect(joinWithoutKey(host), host).toEqual({ code: '', allowScorers: false });
  });

  it("on this computer's own address (the host's browser): no join page", () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(joinWithoutKey(host), host).toBeUndefined();
    }
  });
});
