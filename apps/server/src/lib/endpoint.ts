import {
  API_ENDPOINTS,
  type EndpointContract,
  type EndpointKey,
  type EndpointSchemas,
} from "@listful/contracts";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteShorthandOptions,
} from "fastify";
import type { z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The entry of the contracts' endpoint table the route was registered from; none on other routes. */
    endpoint?: EndpointKey;
  }
}

type OutputOf<C, Field extends string> = C extends { [F in Field]: z.ZodType } ? z.output<C[Field]> : unknown;

/**
 * What a handler gets and gives, from its contract: params, body and query as the schemas parsed them, and
 * the success answer as the serializer takes it (it encodes, so it takes the schema's output type).
 */
type EndpointRoute<K extends EndpointKey> = {
  Params: OutputOf<EndpointContract<K>, "params">;
  Body: OutputOf<EndpointContract<K>, "body">;
  Querystring: OutputOf<EndpointContract<K>, "query">;
  Reply: OutputOf<EndpointContract<K>, "response">;
};

type EndpointRequest<K extends EndpointKey> = FastifyRequest<EndpointRoute<K>>;
type EndpointReply<K extends EndpointKey> = FastifyReply<EndpointRoute<K>>;

/** The success payload, or the reply once the handler has sent something else (a file, a 503). */
type Answer<K extends EndpointKey> = EndpointRoute<K>["Reply"] | EndpointReply<K>;

type EndpointHandler<K extends EndpointKey> = (
  request: EndpointRequest<K>,
  reply: EndpointReply<K>,
) => Answer<K> | Promise<Answer<K>>;

/** Everything a route may add to its contract: access, limits and hooks. Its schemas are the contract's. */
type EndpointOptions = Omit<RouteShorthandOptions, "schema">;

/**
 * Registers the route of one entry of the contracts' endpoint table: method and URL from its key; params,
 * body, query and answers from its schemas; its success status. A route file declares no path or schema of
 * its own, so the table is the one declaration of each call.
 */
export function endpoint<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  options: EndpointOptions,
  handler: EndpointHandler<K>,
): void {
  const contract: EndpointSchemas = API_ENDPOINTS[key];
  const [method, url] = key.split(" ") as [HTTPMethods, string];
  app.route({
    ...options,
    method,
    url,
    config: { ...options.config, endpoint: key },
    schema: routeSchema(contract),
    handler: async (request, reply) => {
      if (contract.status) reply.code(contract.status);
      // The route's schemas are the contract's, so Fastify has parsed the request into these types.
      return handler(request as EndpointRequest<K>, reply as EndpointReply<K>);
    },
  });
}

function routeSchema(contract: EndpointSchemas): FastifySchema {
  return {
    ...(contract.params && { params: contract.params }),
    ...(contract.body && { body: contract.body }),
    ...(contract.query && { querystring: contract.query }),
    response: { [contract.status ?? 200]: contract.response, ...contract.errors },
  };
}
