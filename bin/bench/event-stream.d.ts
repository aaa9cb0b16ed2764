// Types of event-stream.js, for the TypeScript tests.

export interface ServerEvent {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** Calls `onEvent` for each event of a Server-Sent Events body; resolves when it ends or is aborted. */
export function readEventStream(body: AsyncIterable<Uint8Array>, onEvent: (event: ServerEvent) => void): Promise<void>;
