import { useRef, useState } from 'react';
import { dialogDefaults, type QuizSettings, type QuizState } from './quiz-machine.ts';

export interface SettingsDialogOptions {
  state: QuizState;
  applySettings: (settings: QuizSettings) => void;
  /** moves the focus to the question on screen */
  requestFocus: () => void;
}

/** The quiz settings dialog: open on arrival, then on request; what it starts from and what it applies. */
export function useSettingsDialog({ state, applySettings, requestFocus }: SettingsDialogOptions) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState(false);
  const entered = useRef(false);

  return {
    openSettings: () => setOpen(true),
    dialog: {
      open,
      onClose: () => {
        setOpen(false);
        // Leaving the first dialog, however it was left, lands on the first question; later the
        // dialog gives focus back to the settings button.
        if (!entered.current) requestFocus();
        entered.current = true;
      },
      onApply: (settings: QuizSettings) => {
        setChosen(true);
        // A new order means a new first question.
        if (settings.shuffleQuestions !== state.settings.shuffleQuestions) requestFocus();
        applySettings(settings);
      },
      initial: chosen ? { ...state.settings, quizTypes: [state.quizType] } : dialogDefaults,
      inProgress: chosen,
    },
  };
}
