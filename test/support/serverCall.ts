import type { WebServer } from '../../src/main/web/server';
import { API_PATH_PREFIX, TOKEN_HEADER } from '../../src/shared/ipc/http';

/** One call to browser mode's API as the host (its token), the answer's value or a throw. */
export async function callAsHost(
  server: Pick<WebServer, 'port' | 'token'>,
  channel: string,
  payload: Record<string, unknown>,
): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${server.port}${API_PATH_PREFIX}${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: server.token },
    body: JSON.stringify(payload),
  });
  const answer = (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
  if (!answer.ok) throw new Error(`${channel}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}
