// Gemini through the official SDK; only its address changes on the emulators (GEMINI_API_BASE
// points at the local stand-in). Every call answers a value checked against a zod schema or a
// typed failure, never a throw, so that callers decide what a user sees.
import type * as GenAi from '@google/genai';
import { z } from 'zod';
import { aiModel, geminiApiBase, geminiApiKey } from '../platform/config';
import { lazyPackage } from '../platform/lazyPackage';

const genAi = lazyPackage<typeof GenAi>('@google/genai');

export type GeminiFailureKind = 'rate-limited' | 'blocked' | 'malformed' | 'unavailable';

export interface GeminiUsage {
  promptTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export type GeminiResult<T> =
  | { ok: true; value: T; usage: GeminiUsage }
  | { ok: false; failure: GeminiFailureKind; message: string };

export interface GeminiOptions {
  apiKey: string;
  /** Empty or undefined: Google's endpoint. */
  baseUrl?: string;
  model: string;
  timeoutMs?: number;
}

export interface Gemini {
  generateJson<S extends z.core.$ZodType>(
    prompt: string,
    schema: S,
  ): Promise<GeminiResult<z.output<S>>>;
}

const DEFAULT_TIMEOUT_MS = 60_000;

const fail = (failure: GeminiFailureKind, message: string) =>
  ({ ok: false, failure, message }) as const;

function failureOf(error: unknown) {
  if (error instanceof genAi().ApiError) {
    if (error.status === 429) return fail('rate-limited', 'Gemini refused: too many requests');
    return fail('unavailable', `Gemini answered ${error.status}`);
  }
  // Timeouts (AbortError) and network errors alike.
  const message = error instanceof Error ? error.message : String(error);
  return fail('unavailable', `Gemini could not be reached: ${message}`);
}

export function createGemini({ apiKey, baseUrl, model, timeoutMs }: GeminiOptions): Gemini {
  const { GoogleGenAI } = genAi();
  const ai = new GoogleGenAI({
    apiKey,
    httpOptions: { ...(baseUrl ? { baseUrl } : {}), timeout: timeoutMs ?? DEFAULT_TIMEOUT_MS },
  });
  return {
    async generateJson(prompt, schema) {
      let response;
      try {
        response = await ai.models.generateContent({
          model,
          contents: prompt,
          config: {
            responseMimeType: 'application/json',
            responseJsonSchema: z.toJSONSchema(schema, { io: 'output' }),
          },
        });
      } catch (error) {
        return failureOf(error);
      }
      const blockReason = response.promptFeedback?.blockReason;
      if (blockReason) return fail('blocked', `Gemini blocked the prompt: ${blockReason}`);
      const finishReason = response.candidates?.[0]?.finishReason;
      const text = response.text;
      if (text === undefined || text === '') {
        return finishReason && finishReason !== 'STOP'
          ? fail('blocked', `Gemini stopped: ${finishReason}`)
          : fail('malformed', 'Gemini answered no text');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return fail('malformed', 'Gemini answered text that is not JSON');
      }
      const parsed = z.safeParse(schema, json);
      if (!parsed.success) {
        return fail(
          'malformed',
          `Gemini answered JSON that does not fit: ${z.prettifyError(parsed.error)}`,
        );
      }
      const usage = response.usageMetadata;
      return {
        ok: true,
        value: parsed.data,
        usage: {
          promptTokens: usage?.promptTokenCount ?? 0,
          outputTokens: usage?.candidatesTokenCount ?? 0,
          totalTokens: usage?.totalTokenCount ?? 0,
        },
      };
    },
  };
}

let shared: Gemini | undefined;

/** The Gemini client configured by the params (created on first use, inside a function). */
export function gemini(): Gemini {
  shared ??= createGemini({
    apiKey: geminiApiKey.value(),
    baseUrl: geminiApiBase.value(),
    model: aiModel.value(),
  });
  return shared;
}
