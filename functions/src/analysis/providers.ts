// The providers behind one interface: each turns an AnalysisInput into sections of text or a
// typed failure, never a throw. Which one runs is decided by `chooseProvider`.
import type { AiProviderChoice } from '@pomoplan/domain';
import { aiModel, geminiApiKey } from '../platform/config';
import { gemini } from './gemini';
import { builtinSections } from './builtin';
import { readChatUrl } from '../platform/integrations';
import { buildPrompt, MODEL_OUTPUT_SCHEMAS } from './prompt';
import type { AnalysisProvider } from './provider';
import { webhookProvider } from './webhookProvider';

export type { AnalysisProvider, ProviderResult } from './provider';

export const builtinProvider: AnalysisProvider = {
  name: 'builtin',
  analyse: (input) =>
    Promise.resolve({
      ok: true,
      sections: builtinSections(input),
      model: null,
      promptTokens: 0,
      outputTokens: 0,
    }),
};

export const geminiProvider: AnalysisProvider = {
  name: 'gemini',
  async analyse(input) {
    const result = await gemini().generateJson(
      buildPrompt(input),
      MODEL_OUTPUT_SCHEMAS[input.tier],
    );
    if (!result.ok) return result;
    return {
      ok: true,
      sections: result.value,
      model: aiModel.value(),
      promptTokens: result.usage.promptTokens,
      outputTokens: result.usage.outputTokens,
    };
  },
};

/** A deployed project without a model sets the secret to `none` (a secret cannot be empty). */
export function isGeminiConfigured(): boolean {
  const key = geminiApiKey.value().trim();
  return key !== '' && key !== 'none';
}

/**
 * The chat webhook when chosen and saved; Gemini when chosen (or `auto`) and its key is set;
 * otherwise the built-in analyser.
 */
export async function chooseProvider(choice: AiProviderChoice): Promise<AnalysisProvider> {
  if (choice === 'builtin') return builtinProvider;
  if (choice === 'webhook') return (await readChatUrl()) ? webhookProvider : builtinProvider;
  return isGeminiConfigured() ? geminiProvider : builtinProvider;
}
