import { describe, expect, it } from 'vitest';
import { createLanSharing, pickLanAddress } from '../../../src/main/web/lanSharing';

const entry = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') => ({
  address,
  netmask: '255.255.255.0',
  family,
  mac: '00:00:00:00:00:00',
  internal,
  cidr: null,
});

describe('pickLanAddress', () => {
  it('takes a private IPv4 address, never the loopback or IPv6 ones', () => {
    expect(
      pickLanAddress({
        lo: [entry('127.0.0.1', true)],
        docker0: [entry('100.64.0.1')],
        wlan0: [entry('fe80::1', false, 'IPv6'), entry('192.168.1.23')],
      } as never),
    ).toBe('192.168.1.23');
    expect(pickLanAddress({ eth0: [entry('10.0.0.5')] } as never)).toBe('10.0.0.5');
    expect(pickLanAddress({ eth0: [entry('172.20.1.2')] } as never)).toBe('172.20.1.2');
  });

  it('falls back to another external IPv4, and finds none without a network', () => {
    expect(pickLanAddress({ eth0: [entry('100.64.0.1')] } as never)).toBe('100.64.0.1');
    expect(pickLanAddress({ lo: [entry('127.0.0.1', true)] } as never)).toBeUndefined();
  });
});

describe('createLanSharing', () => {
  it('refuses with NO_NETWORK when there is no local network address', async () => {
    const sharing = createLanSharing({ handler: () => undefined, address: () => undefined });
    await expect(sharing.start()).rejects.toMatchObject({ code: 'NO_NETWORK' });
    expect(sharing.current()).toBeNull();
    expect(sharing.hosts()).toEqual([]);
  });

  it('listens once on the given address, the preferred port when free, and stops', async () => {
    const sharing = createLanSharing({
      handler: (_req, res) => res.end('ok'),
      address: () => '127.0.0.2',
    });
    const [a, b] = await Promise.all([sharing.start(), sharing.start()]);
    expect(a).toEqual(b);
    expect(sharing.hosts()).toEqual([`127.0.0.2:${a.port}`]);
    const reply = await fetch(a.url);
    expect(await reply.text()).toBe('ok');
    await sharing.stop();
    expect(sharing.current()).toBeNull();
    await expect(fetch(a.url)).rejects.toThrow();
    const again = createLanSharing({
      handler: () => undefined,
      address: () => '127.0.0.2',
      preferredPort: () => a.port,
    });
    expect((await again.start()).port).toBe(a.port);
    await again.stop();
  });
});
