/** A pino destination that keeps every log line, so a test can read the log back. */
export interface LogCapture {
  stream: { write(line: string): void };
  lines: string[];
  /** Everything logged so far, as one string. */
  text(): string;
}

export function captureLogs(): LogCapture {
  const lines: string[] = [];
  return {
    stream: { write: (line) => void lines.push(line) },
    lines,
    text: () => lines.join(''),
  };
}
