import { ContactEmail, LegalDocument, LegalList, LegalSection } from './legal-document.tsx';

/** The Terms of Service text (accounts-and-discovery §1: AI provider, age, copyright, staff access, date, contact). */
export function TermsOfService() {
  return (
    <LegalDocument
      summary={
        <p>
          In short: you must be 18 or older (or have a parent or guardian&apos;s consent), you own the flashcards you
          make, you may upload only material you have the right to share, AI-generated cards come from a third-party AI
          provider and can contain mistakes, and our staff may view flashcards and uploaded images to keep CourseCards
          running safely.
        </p>
      }
    >
      <LegalSection title="1. Agreement to these Terms">
        <p>
          These Terms of Service (&quot;Terms&quot;) govern your use of CourseCards, the website and service that lets
          university students create, share, find and study flashcard sets (the &quot;Service&quot;). By creating an
          account or using the Service you agree to these Terms and to our Privacy Policy. If you do not agree, please
          do not use the Service.
        </p>
      </LegalSection>

      <LegalSection title="2. Who may use CourseCards">
        <LegalList>
          <li>
            You must be at least 18 years old, or have the consent of a parent or legal guardian who agrees to these
            Terms on your behalf.
          </li>
          <li>You must give accurate information when you sign up, including the university you attend.</li>
          <li>You may not use the Service if we have previously closed your account for breaking these Terms.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Your account">
        <p>
          You are responsible for what happens under your account. Keep your password private, use one that you do not
          use elsewhere, and sign out on shared computers. If you sign in with Google, that account&apos;s security is
          also part of yours. Tell us at once if you believe someone else has used your account.
        </p>
      </LegalSection>

      <LegalSection title="4. Your flashcards and content">
        <LegalList>
          <li>
            You keep ownership of the flashcard sets, text and images you create. You give us a worldwide, royalty-free
            licence to store, copy, display and transmit that content only as needed to run the Service: for example to
            show your sets to you, and your public sets to other people.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Public sets</strong> can be seen, studied and saved by
            anyone using CourseCards, together with your username. When another student saves a public set, a copy is
            added to their own library and may remain there after you change or delete your original.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Private sets</strong> are shown only to you, subject to the
            staff access described in section 7.
          </li>
          <li>You are responsible for the accuracy of your flashcards, including cards generated with AI.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="5. Copyright and uploads">
        <p>
          Do not upload, paste or share copyrighted material unless you own it or have permission to use it this way.
          That includes textbooks, publishers&apos; slides and test banks, exam papers, and other people&apos;s images.
          Your own lecture notes and summaries in your own words are welcome.
        </p>
        <p>
          If you believe content on CourseCards infringes your copyright, write to us at <ContactEmail /> with a link to
          the set, a description of the work, and your contact details. We will remove infringing content and may close
          the accounts of repeat infringers.
        </p>
      </LegalSection>

      <LegalSection title="6. AI-generated flashcards">
        <p>
          When you ask CourseCards to generate flashcards, the notes you type or the text extracted from the PDF you
          upload is sent to a third-party AI provider through its programming interface, which returns suggested
          questions and answers. The provider in use is chosen by the operator of this CourseCards site and may change
          over time; its own terms also apply to the processing of that text.
        </p>
        <LegalList>
          <li>
            AI output can be incomplete or wrong. Every generated card is editable: check it before you rely on it.
          </li>
          <li>Do not include other people&apos;s personal information or anything confidential in your notes.</li>
          <li>The copyright rules of section 5 apply to the material you send for generation.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. Staff access">
        <p>
          Our staff may view user flashcards, public or private, and uploaded images. We do this only to operate and
          improve the Service, to investigate reports and abuse, to enforce these Terms, to answer your support
          requests, and when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="8. Acceptable use">
        <p>When you use CourseCards you agree not to:</p>
        <LegalList>
          <li>
            break your institution&apos;s academic integrity rules, for example by using the Service during an exam;
          </li>
          <li>
            post content that is unlawful, hateful, harassing, sexually explicit or that invades someone&apos;s privacy;
          </li>
          <li>impersonate another person or misrepresent your university;</li>
          <li>
            scrape or bulk-download the Service, get around rate limits or access controls, or probe, overload or attack
            our systems;
          </li>
          <li>upload malware or files designed to exploit other users or our software.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="9. The Service">
        <p>
          CourseCards is free to use and we do not ask for payment details. We work to keep it available and accurate,
          but we may change, add or remove features, and the Service may sometimes be unavailable for maintenance or
          reasons outside our control.
        </p>
      </LegalSection>

      <LegalSection title="10. Ending your use">
        <p>
          You may stop using CourseCards at any time and ask us to delete your account (see the Privacy Policy). We may
          suspend or close an account that breaks these Terms or puts other users or the Service at risk, and we may
          remove content that breaks them. Where reasonable we will tell you why.
        </p>
      </LegalSection>

      <LegalSection title="11. Disclaimers and limitation of liability">
        <p>
          The Service, including all flashcards made by users or generated by AI, is provided &quot;as is&quot; without
          warranties of any kind, including accuracy, fitness for a particular purpose or uninterrupted availability. To
          the fullest extent the law allows, CourseCards and its staff are not liable for indirect, incidental or
          consequential losses, including lost data or grades, arising from your use of the Service. Nothing in these
          Terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection title="12. Changes to these Terms">
        <p>
          We may update these Terms as the Service changes. We will change the date at the top and, for significant
          changes, tell you in the app or by e-mail. Continuing to use CourseCards after an update means you accept the
          updated Terms.
        </p>
      </LegalSection>

      <LegalSection title="13. Contact">
        <p>
          Questions about these Terms? Write to us at <ContactEmail />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
