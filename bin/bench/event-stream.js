// Reads the Server-Sent Events of `docgen serve --watch` as an open page does: each `event:` with
// its JSON `data:` goes to `onEvent`. Shared by the benchmark and the tests.

/** Resolves when the stream ends or is aborted. */
export async function readEventStream(body, onEvent) {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type && data) onEvent({ type, data: JSON.parse(data) });
      }
    }
  } catch {
    // Aborted: the reader closed the stream.
  }
}
