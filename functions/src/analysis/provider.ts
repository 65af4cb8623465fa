// What every analysis provider is: it turns an AnalysisInput into sections of text or a typed
// failure, never a throw.
import type { AiProvider } from '@pomoplan/domain';
import type { AnalysisSections } from './builtin';
import type { GeminiFailureKind } from './gemini';
import type { AnalysisInput } from './input';

export type ProviderResult =
  | {
      ok: true;
      sections: AnalysisSections;
      model: string | null;
      promptTokens: number;
      outputTokens: number;
    }
  | { ok: false; failure: GeminiFailureKind; message: string };

export interface AnalysisProvider {
  name: AiProvider;
  analyse(input: AnalysisInput): Promise<ProviderResult>;
}
