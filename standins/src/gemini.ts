// Gemini (generativelanguage.googleapis.com) as @google/genai calls it:
// POST /{v1|v1beta}/models/{model}:generateContent with the key in `x-goog-api-key` (the SDK
// uses v1 since version 3, v1beta before).
//
// Deterministic: a JSON request (generationConfig.responseMimeType "application/json") gets
// the reply set through the control API, else a value built from responseJsonSchema; a text
// request gets a fixed sentence. Token counts are characters / 4, rounded up.
import type { Fault, StandinRequest, StandinResponse, StandinSpec } from './harness';

interface Part {
  text?: string;
}
interface GenerateRequest {
  contents?: { role?: string; parts?: Part[] }[] | string;
  generationConfig?: {
    responseMimeType?: string;
    responseJsonSchema?: unknown;
    responseSchema?: unknown;
  };
}

const tokens = (text: string) => Math.ceil(text.length / 4);

function googleError(code: number, status: string, message: string): StandinResponse {
  return { status: code, body: { error: { code, message, status } } };
}

function promptText(request: GenerateRequest): string {
  if (typeof request.contents === 'string') return request.contents;
  return (request.contents ?? [])
    .flatMap((content) => content.parts ?? [])
    .map((part) => part.text ?? '')
    .join('\n');
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minItems?: number;
};

/** The smallest plain value that satisfies the common JSON Schema keywords. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return exampleOf(choice);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = schema.required ?? Object.keys(properties);
      return Object.fromEntries(keys.map((key) => [key, exampleOf(properties[key])]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items),
      );
    case 'string':
      return 'Stand-in text';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

function answer(text: string, prompt: string, finishReason = 'STOP'): StandinResponse {
  return {
    status: 200,
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
      usageMetadata: {
        promptTokenCount: tokens(prompt),
        candidatesTokenCount: tokens(text),
        totalTokenCount: tokens(prompt) + tokens(text),
      },
      modelVersion: 'stand-in',
    },
  };
}

export function geminiStandin(): StandinSpec {
  /** The JSON reply set by a test; null = build one from the request's schema. */
  let cannedJson: unknown = null;

  const promptOf = ({ body }: StandinRequest) => promptText((body ?? {}) as GenerateRequest);

  return {
    name: 'gemini',
    routes: [
      {
        method: 'POST',
        path: '/{version}/models/{model}:generateContent',
        handle: (request) => {
          if (!['v1', 'v1beta'].includes(request.params.version ?? '')) {
            return googleError(404, 'NOT_FOUND', `Unknown API version ${request.params.version}`);
          }
          const key = request.headers['x-goog-api-key'];
          if (typeof key !== 'string' || key === '') {
            return googleError(
              403,
              'PERMISSION_DENIED',
              "Method doesn't allow unregistered callers. Please use an API key.",
            );
          }
          if (typeof request.body !== 'object' || request.body === null) {
            return googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
          }
          const body = request.body as GenerateRequest;
          const prompt = promptOf(request);
          if (prompt === '')
            return googleError(400, 'INVALID_ARGUMENT', 'contents is not specified');
          const config = body.generationConfig ?? {};
          if (config.responseMimeType === 'application/json') {
            const schema = (config.responseJsonSchema ?? config.responseSchema) as
              JsonSchema | undefined;
            return answer(JSON.stringify(cannedJson ?? exampleOf(schema)), prompt);
          }
          return answer(`Stand-in reply from ${request.params.model ?? 'gemini'}.`, prompt);
        },
      },
    ],
    faults: {
      'rate-limit': () =>
        googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
      'server-error': () => googleError(500, 'INTERNAL', 'An internal error has occurred.'),
      unavailable: () =>
        googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      malformed: (request): Fault => answer('{"summary": "cut off', promptOf(request)),
      'safety-prompt': (request): Fault => ({
        status: 200,
        body: {
          promptFeedback: { blockReason: 'SAFETY', safetyRatings: [] },
          usageMetadata: {
            promptTokenCount: tokens(promptOf(request)),
            totalTokenCount: tokens(promptOf(request)),
          },
        },
      }),
      'safety-answer': (request): Fault => ({
        status: 200,
        body: {
          candidates: [{ finishReason: 'SAFETY', index: 0, safetyRatings: [] }],
          usageMetadata: {
            promptTokenCount: tokens(promptOf(request)),
            totalTokenCount: tokens(promptOf(request)),
          },
        },
      }),
    },
    control: [
      {
        method: 'PUT',
        path: '/json-reply',
        handle: ({ body }) => {
          cannedJson = body ?? null;
          return { status: 204 };
        },
      },
    ],
    reset: () => {
      cannedJson = null;
    },
  };
}
