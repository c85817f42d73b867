import type { Ref } from 'react';
import type { DraftAction, SetDraft } from '../lib/set-draft.ts';
import type { DraftProblem } from '../lib/validate-set.ts';
import { SetDetails } from './set-details.tsx';

export interface DraftDetailsProps {
  draft: SetDraft;
  update: (action: DraftAction) => void;
  problem: DraftProblem | null;
  classCodes: { data: readonly string[] | undefined; isPending: boolean };
  refs: {
    titleRef: Ref<HTMLInputElement>;
    classCodeRef: Ref<HTMLInputElement>;
    descriptionRef: Ref<HTMLTextAreaElement>;
  };
}

/** The draft's set details, each edit an action on the draft; a problem with a field shows under it. */
export function DraftDetails({ draft, update, problem, classCodes, refs }: DraftDetailsProps) {
  return (
    <SetDetails
      title={draft.title}
      classCode={draft.classCode}
      description={draft.description}
      onTitle={(value) => update({ type: 'title', value })}
      onClassCode={(value) => update({ type: 'classCode', value })}
      onDescription={(value) => update({ type: 'description', value })}
      language={draft.language}
      onLanguage={(value) => update({ type: 'language', value })}
      classCodes={classCodes.data}
      classCodesLoading={classCodes.isPending}
      errors={problem && typeof problem.field === 'string' ? { [problem.field]: problem.message } : {}}
      titleRef={refs.titleRef}
      classCodeRef={refs.classCodeRef}
      descriptionRef={refs.descriptionRef}
    />
  );
}
