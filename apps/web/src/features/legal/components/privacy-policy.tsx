import { ContactEmail, LegalDocument, LegalList, LegalSection } from './legal-document.tsx';

const Term = ({ children }: { children: string }) => (
  <strong className="font-semibold text-slate-900">{children}</strong>
);

/** The Privacy Policy text (accounts-and-discovery §1: AI provider, age, staff access, date, contact). */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      summary={
        <p>
          In short: we collect what you give us to run CourseCards, we never sell it or show you ads, your notes go to a
          third-party AI provider only when you ask for AI-generated cards, our staff may view flashcards and uploaded
          images, we keep your session in your browser&apos;s local storage rather than in tracking cookies, and you can
          ask us to delete your account at any time.
        </p>
      }
    >
      <LegalSection title="1. Who we are">
        <p>
          This Privacy Policy explains how CourseCards (&quot;we&quot;, &quot;us&quot;) handles personal information
          when you use our website and service. It applies together with our Terms of Service.
        </p>
      </LegalSection>

      <LegalSection title="2. Information we keep">
        <LegalList>
          <li>
            <Term>Account:</Term> your e-mail address, username, university and field of study, and your password stored
            only as a one-way hash, never in readable form. If you sign in with Google we also receive your Google
            account identifier, name, e-mail address and profile picture address.
          </li>
          <li>
            <Term>Flashcard sets:</Term> the titles, class codes, descriptions and cards you create, whether each set is
            public or private, the sets you like and the sets you save.
          </li>
          <li>
            <Term>Images:</Term> pictures you add to cards. We re-encode them when they are uploaded, which removes
            hidden metadata such as camera details and location.
          </li>
          <li>
            <Term>Notes and PDFs for AI generation:</Term> the text you submit to generate cards. A PDF is read only to
            extract its text.
          </li>
          <li>
            <Term>Search logs:</Term> the school you search for on our home page and when, linked to your account if you
            are signed in. We use these to learn which schools to support.
          </li>
          <li>
            <Term>Feedback:</Term> messages you send through the Contact or Feedback form, the e-mail address you choose
            to add, and your account if you are signed in; the same goes for requests to add a university.
          </li>
          <li>
            <Term>Technical logs:</Term> for each request our servers record the time, the address requested, the result
            and your IP address, to keep the Service secure and to fix problems.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. How we use it">
        <LegalList>
          <li>to create and secure your account and keep you signed in;</li>
          <li>to store, show and share your flashcard sets as you choose, and to let you study them;</li>
          <li>to show sets from your university and class codes first when you search;</li>
          <li>to send account e-mails you ask for, such as password reset links;</li>
          <li>to answer your feedback and questions, and to improve CourseCards;</li>
          <li>to prevent abuse, enforce our Terms and meet legal obligations.</li>
        </LegalList>
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection title="4. AI flashcard generation">
        <p>
          Flashcards are generated through a third-party AI provider&apos;s interface. When you choose to generate
          cards, the notes you typed or the text extracted from your PDF is sent to that provider, which returns
          suggested questions and answers. We do not send your name, e-mail address or account details with it. The
          provider is chosen by the operator of this CourseCards site and may change; it processes the text under its
          own terms and privacy policy. Please leave personal or confidential information out of your notes.
        </p>
      </LegalSection>

      <LegalSection title="5. Who can see your information">
        <LegalList>
          <li>
            <Term>Everyone:</Term> your public sets, with your username, and how many likes they have.
          </li>
          <li>
            <Term>Only you:</Term> your private sets and your e-mail address.
          </li>
          <li>
            <Term>Our staff:</Term> may view user flashcards, public or private, and uploaded images, to run the
            Service, handle reports, enforce our Terms and answer support requests.
          </li>
          <li>
            <Term>Service providers</Term> who host the Service, store images, deliver e-mail, generate AI cards or
            provide Google sign-in, each only for that purpose.
          </li>
          <li>
            <Term>Authorities,</Term> when the law requires it or to protect the safety of our users.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="6. Sessions, cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. When you sign in, your browser keeps a random session token in
          its local storage and sends it with each request; on our side only a hashed copy is stored. Signing out
          removes the token from your browser and ends the session on our servers, and unused sessions expire on their
          own. Signing in also sets one cookie, sent only with account requests: a random value that lets this browser
          keep signing in while someone else is guessing at your password. It is forgotten 180 days after your last
          sign-in, or when you reset your password from another browser. Local storage also holds small conveniences,
          such as the school you searched for, tips you dismissed and an unsaved draft, which never leave your device
          unless you submit them.
        </p>
      </LegalSection>

      <LegalSection title="7. How long we keep it">
        <p>
          We keep your account and flashcards for as long as your account exists. You can delete any of your sets at any
          time. Technical logs are kept only as long as needed for security and troubleshooting.
        </p>
      </LegalSection>

      <LegalSection title="8. Deleting your account">
        <p>
          To delete your account, write to us at <ContactEmail /> from the e-mail address of the account. We will
          confirm the request and then delete your account, your sets, your uploaded images, your likes and your
          sessions. Feedback and search logs you created are kept without the link to your account. Copies of your
          public sets that other students saved to their own libraries may remain there.
        </p>
      </LegalSection>

      <LegalSection title="9. Your choices and rights">
        <p>
          You can see and correct your profile at any time in the app. You may also ask us for a copy of your
          information, or to correct, restrict or delete it; depending on where you live, the law may give you further
          rights, and you may complain to your data protection authority.
        </p>
      </LegalSection>

      <LegalSection title="10. Security">
        <p>
          Passwords are hashed with a modern algorithm, session tokens are stored hashed, uploaded files are checked and
          re-encoded, and access to our systems is limited to staff who need it. No service is perfectly secure: use a
          strong, unique password and tell us about anything suspicious.
        </p>
      </LegalSection>

      <LegalSection title="11. Age">
        <p>
          CourseCards is meant for university students. You must be 18 or older, or have the consent of a parent or
          guardian, to use it. If we learn that we hold information about a child without that consent, we will delete
          it.
        </p>
      </LegalSection>

      <LegalSection title="12. Changes to this policy">
        <p>
          We may update this policy. We will change the date at the top and, for significant changes, tell you in the
          app or by e-mail before they apply.
        </p>
      </LegalSection>

      <LegalSection title="13. Contact">
        <p>
          Questions or requests about your privacy? Write to us at <ContactEmail />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
