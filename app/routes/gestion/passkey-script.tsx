import { useNonce } from '../../ui/nonce';

/**
 * The back-office's one script (decision 0090), on the pages that use passkeys only: the sign-in page
 * and 'Mon compte'. The edge's policy for those two pages allows this response's nonce and nothing
 * else; every other back-office page keeps `script-src 'none'`. A module script runs after parsing,
 * and only reveals the passkey controls when the browser can use them.
 */
export function PasskeyScript({ src }: { src: string }) {
  const nonce = useNonce();
  return <script type="module" src={src} nonce={nonce} />;
}
