import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const STEP = /^(\d+)\.\s+(.*)$/;

type Block = { kind: 'line'; text: string } | { kind: 'steps'; items: string[] };

/** A paragraph's lines, with each run of '1. …', '2. …' lines gathered into one list. */
function blocksOf(paragraph: string): Block[] {
  const blocks: Block[] = [];
  for (const line of paragraph.split('\n')) {
    const step = STEP.exec(line);
    const last = blocks.at(-1);
    if (step?.[2] === undefined) blocks.push({ kind: 'line', text: line });
    else if (last?.kind === 'steps') last.items.push(step[2]);
    else blocks.push({ kind: 'steps', items: [step[2]] });
  }
  return blocks;
}

/** The analysis as written: paragraphs, and a plan's numbered steps as a numbered list. */
export function AnalysisBody({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <div key={index}>
          {blocksOf(paragraph).map((block, at) =>
            block.kind === 'line' ? (
              <Typography key={at} variant="body2">
                {block.text}
              </Typography>
            ) : (
              <Typography key={at} component="ol" variant="body2" sx={{ my: 0.5, pl: 3 }}>
                {block.items.map((item, n) => (
                  <li key={n}>{item}</li>
                ))}
              </Typography>
            ),
          )}
        </div>
      ))}
    </Box>
  );
}
