/**
 * Query limits (DESIGN §6, issue 9): depth, aliases and complexity are checked before anything
 * runs; tokens are capped by the parser. Introspection (GraphiQL's own query) has its own, larger
 * depth budget so the playground keeps working.
 */
import {
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { holdsForbiddenText, isCleanText, TEXT_REFUSED_MESSAGE } from '../text-guard';
import { MESSAGES } from '../messages';

export const LIMITS = {
  depth: 10,
  introspectionDepth: 20,
  aliases: 30,
  complexity: 1500,
  tokens: 5000,
} as const;

/** Validation rules' errors leave as GRAPHQL_VALIDATION_FAILED (Apollo's code); the cost check's as BAD_USER_INPUT. */
const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function depthOf(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, fragments, seen) : 1);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(sel.selectionSet, fragments, seen));
    } else {
      const name = sel.name.value;
      const frag = fragments[name];
      if (!frag || seen.has(name)) continue; // cycles are refused by graphql's own rules
      max = Math.max(max, depthOf(frag.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return max;
}

const isIntrospection = (op: OperationDefinitionNode): boolean =>
  op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (s as FieldNode).name.value.startsWith('__'));

/** Refuses operations nested deeper than the limit (introspection gets its own budget). */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const doc = context.getDocument();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return {
    OperationDefinition(op) {
      const limit = isIntrospection(op) ? LIMITS.introspectionDepth : LIMITS.depth;
      if (depthOf(op.selectionSet, fragments, new Set()) > limit) {
        context.reportError(badInput(MESSAGES.BAD_USER_INPUT.queryTooDeep(limit)));
      }
    },
  };
}

/** Refuses documents with more aliases than the limit (aliasing one field thousands of times). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  let reported = false;
  return {
    Field(node) {
      if (node.alias && ++aliases > LIMITS.aliases && !reported) {
        reported = true;
        context.reportError(badInput(MESSAGES.BAD_USER_INPUT.tooManyAliases(LIMITS.aliases)));
      }
    },
  };
}

/** Costs already computed, per parsed document (Apollo's document cache hands back the same object). */
const COSTS_PER_DOCUMENT = 64;

/** Whether any field of the schema has its own complexity (an estimator that may read arguments). */
function hasFieldComplexity(schema: GraphQLSchema): boolean {
  return Object.values(schema.getTypeMap()).some(
    (t) => (isObjectType(t) || isInterfaceType(t)) && Object.values(t.getFields()).some((f) => f.extensions?.complexity !== undefined),
  );
}

/** Whether the document has @skip/@include, whose variables change which fields count. */
function hasConditions(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'skip' || node.name.value === 'include') found = true;
    },
  });
  return found;
}

/**
 * Refuses operations whose estimated cost is above the limit (graphql-query-complexity). The cost
 * depends only on the document, the operation and — through @skip/@include or a field's own
 * complexity — the variables, so it is computed once per such combination and remembered with the
 * parsed document, not again on every request (issue 11).
 */
export function complexityPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];
  const argsMatter = hasFieldComplexity(schema);
  const costs = new WeakMap<DocumentNode, { variablesMatter: boolean; known: Map<string, number> }>();
  const cost = (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined): number => {
    let entry = costs.get(document);
    if (!entry) costs.set(document, (entry = { variablesMatter: argsMatter || hasConditions(document), known: new Map() }));
    const key = `${operationName ?? ''}\u0000${entry.variablesMatter && variables ? JSON.stringify(variables) : ''}`;
    const hit = entry.known.get(key);
    if (hit !== undefined) return hit;
    const complexity = getComplexity({ schema, query: document, operationName, variables, estimators });
    if (entry.known.size >= COSTS_PER_DOCUMENT) entry.known.clear();
    entry.known.set(key, complexity);
    return complexity;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = cost(document, request.operationName ?? undefined, request.variables);
          } catch (e) {
            // Bad variable values: execution refuses them with BAD_USER_INPUT right after this.
            if (e instanceof GraphQLError) return;
            throw e;
          }
          if (complexity > LIMITS.complexity) {
            throw badInput(MESSAGES.BAD_USER_INPUT.queryTooCostly(complexity, LIMITS.complexity));
          }
        },
      };
    },
  };
}

/** True when a string literal of the document holds a forbidden character (`"\\u0000"` included). */
export function documentHoldsForbiddenText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!isCleanText(node.value)) found = true;
    },
  });
  return found;
}

/**
 * The GraphQL side of the text guard (common/text-guard.ts): a control character or half a
 * character in any string literal or variable refuses the operation before it runs, with
 * BAD_USER_INPUT (HTTP 400), the same rule as the REST shims'.
 */
export function forbiddenTextPlugin(): ApolloServerPlugin {
  const checked = new WeakMap<DocumentNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let bad = checked.get(document);
          if (bad === undefined) checked.set(document, (bad = documentHoldsForbiddenText(document)));
          if (bad || holdsForbiddenText(request.variables) || (request.operationName && !isCleanText(request.operationName))) {
            throw new GraphQLError(TEXT_REFUSED_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
