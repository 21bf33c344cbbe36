import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AppConfigDocument } from './shell.graphql';

const MARK = 'data-noq-chat';

/**
 * The chat assistant (SPEC §1): its scripts are added once the top bar is shown, and only when the
 * server names them (NOQ_CHAT_SCRIPTS); by default nothing third-party is loaded (DESIGN §9).
 * A loaded widget stays for the life of the page: third-party widgets cannot be unloaded cleanly.
 */
export function ChatWidget() {
  const { data } = useQuery(AppConfigDocument);
  const scripts = data?.appConfig.chatScripts;

  useEffect(() => {
    for (const src of scripts ?? []) {
      const already = Array.from(document.querySelectorAll(`script[${MARK}]`)).some((s) => s.getAttribute('src') === src);
      if (already) continue;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.setAttribute(MARK, '');
      document.body.appendChild(script);
    }
  }, [scripts]);

  return null;
}
