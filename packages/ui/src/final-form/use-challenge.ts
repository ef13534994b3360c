import { useCallback, useState } from 'react';

/** What a form needs of an answer: the API's `success` and `challengeRequired`. */
export interface ChallengeAnswer {
  success: boolean;
  challengeRequired?: boolean | undefined;
}

export interface Challenge {
  /** The `key` of the form's ChallengeField; null while the form shows none. */
  widgetKey: number | null;
  /**
   * Call after each answer to a submit (undefined: no answer came), with the payload the
   * submit carried. A sent payload is used up: the form clears it (`clear`) and gets a
   * fresh challenge. The widget appears when an answer asks for one and goes after a success.
   */
  afterAnswer(answer: ChallengeAnswer | undefined, sent: string | undefined, clear: () => void): void;
}

/** When a form shows the proof-of-work challenge, and when it needs a fresh one. */
export function useChallenge(): Challenge {
  const [widgetKey, setWidgetKey] = useState<number | null>(null);
  const afterAnswer = useCallback<Challenge['afterAnswer']>((answer, sent, clear) => {
    if (answer?.success) {
      setWidgetKey(null);
      return;
    }
    if (sent !== undefined) {
      clear();
      setWidgetKey((key) => (key ?? 0) + 1);
      return;
    }
    // The widget may still be solving (a submit came first): let it finish.
    if (answer?.challengeRequired) setWidgetKey((key) => key ?? 1);
  }, []);
  return { widgetKey, afterAnswer };
}
