import { useEffect, useState } from 'react';
import { api } from '@wtm/api-client';

/**
 * The seats left of a webinar with a seat limit, read from the API after the page has
 * rendered (a prerendered page shows none first, so the browser's first render is the
 * server's); undefined while unknown or without a limit. A failed read shows no count.
 */
export function useSeatsLeft(slug: string, limited: boolean): [number | undefined, (seats: number) => void] {
  const [seats, setSeats] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!limited) return;
    const controller = new AbortController();
    api.webinarSeats({ signal: controller.signal }).then(
      (answer) => setSeats(answer.events.find((event) => event.slug === slug)?.seatsLeft),
      () => undefined,
    );
    return () => controller.abort();
  }, [slug, limited]);
  return [seats, setSeats];
}
