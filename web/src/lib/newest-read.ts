import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** What the newest read of one query and its variables has answered, or is still waiting for. */
interface Newest {
  seq: number;
  /** Its answer; null when it failed or was dropped before answering. */
  answer: Promise<FormattedExecutionResult | null>;
}

/**
 * The newest read of a query wins (stop 60): an answer to a read that left before a newer read of
 * the same query and variables is replaced by the newer read's answer, so an older list never
 * overwrites a newer one in the cache. Apollo writes every answer into the cache in the order they
 * arrive, and a refetch leaves the read already in flight running (a refetch after Lägg till region
 * while the page's own read is under way): when the older one answered last, the new region was
 * missing from the shelter form until the next visit. Mutations pass untouched. When the newer
 * read fails or is dropped, the older one keeps its own answer.
 */
export function newestReadWins(): ApolloLink {
  /** Per query and variables while a read of them is open: the newest, and how many are open. */
  const reads = new Map<string, { newest: Newest; open: number }>();
  let next = 0;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'query') return forward(operation);
    const key = `${operation.operationName ?? ''} ${JSON.stringify(operation.variables ?? {})}`;

    return new Observable<ApolloLink.Result>((observer) => {
      let settle: (answer: FormattedExecutionResult | null) => void = () => undefined;
      const mine: Newest = { seq: ++next, answer: new Promise((resolve) => (settle = resolve)) };
      const entry = reads.get(key) ?? { newest: mine, open: 0 };
      entry.newest = mine;
      entry.open += 1;
      reads.set(key, entry);

      /** The newest answer there is when this read's own answer has come. */
      const newestAnswer = async (own: FormattedExecutionResult): Promise<FormattedExecutionResult> => {
        let current = entry.newest;
        while (current.seq > mine.seq) {
          const answer = await current.answer;
          if (entry.newest !== current) {
            current = entry.newest;
            continue;
          }
          return answer ?? own;
        }
        return own;
      };

      let closed = false;
      let answered = false;
      const subscription = forward(operation).subscribe({
        next: (result) => {
          answered = true;
          settle(result as FormattedExecutionResult);
          void newestAnswer(result as FormattedExecutionResult).then((answer) => {
            if (closed) return;
            observer.next(answer);
            observer.complete();
          });
        },
        error: (error: unknown) => {
          settle(null);
          observer.error(error);
        },
        // A query answers once: after an answer, completion follows the (maybe newer) answer above.
        complete: () => {
          settle(null);
          if (!answered) observer.complete();
        },
      });
      return () => {
        closed = true;
        settle(null);
        subscription.unsubscribe();
        entry.open -= 1;
        // Nothing is kept once no read of the query is open: a later read is the newest by itself.
        if (entry.open === 0 && reads.get(key) === entry) reads.delete(key);
      };
    });
  });
}
