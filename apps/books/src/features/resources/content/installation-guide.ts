import type { PdfDocument } from '@wtm/pdf';
import { resourceFileNames } from '../../../content/resource-files.ts';
import { systemRequirements } from '../../../content/system-requirements.ts';

/** The installation guide of the Windows desktop app (also linked from Free Download). */
export const installationGuide: PdfDocument = {
  fileName: resourceFileNames.installationGuide,
  title: 'WTM Account Books and Inventory: Installation Guide',
  subtitle: 'Installing the Windows desktop app and keeping it in sync with the cloud',
  sections: [
    {
      heading: '1. What you are installing',
      paragraphs: [
        'WTM Account Books and Inventory runs in two ways that share the same books: in the cloud from any modern browser, and as a desktop app for Windows. The desktop app is for people who want to keep working when the internet is slow or unavailable, for example at a shop counter or in a warehouse.',
        'Both use the same organisation, the same users and the same double-entry ledgers. Whatever you record on the desktop while offline is sent to the cloud the next time the app is online.',
      ],
    },
    {
      heading: '2. System requirements',
      paragraphs: ['Check that the computer meets these requirements before you install:'],
      bullets: systemRequirements,
    },
    {
      heading: '3. Sign up and download the setup',
      paragraphs: [
        'The desktop app signs in with your WTM account, so create the account first. Open the Register page of the WTM portal, fill in your name, email, phone, city, company and job title, and choose a password of at least 6 characters.',
        'After registering you arrive at your Account Home. If you already have an account, use Login instead. On Account Home, choose Download Desktop (Windows) App. Your browser saves the setup file to your Downloads folder.',
      ],
    },
    {
      heading: '4. Run the setup',
      paragraphs: ['Close any older copy of the app, then:'],
      bullets: [
        'Open your Downloads folder and double-click the setup file you downloaded.',
        'If Windows asks whether to allow the app to make changes to your device, choose Yes.',
        'Accept the licence terms and keep the suggested installation folder unless your IT team uses another one.',
        'Wait for the setup to copy the files, then choose Finish. A shortcut is added to the Start menu and the desktop.',
      ],
    },
    {
      heading: '5. First sign-in',
      paragraphs: [
        'Start the app from its shortcut while the computer is online. Sign in with the same email and password you used on the portal. The first sign-in downloads your organisation, its settings, items, contacts and opening balances to the computer; this can take a few minutes for a large organisation.',
        'If you manage several organisations, choose the one to open. You can switch between organisations later without signing out.',
      ],
    },
    {
      heading: '6. Working offline and online',
      paragraphs: [
        'Once the first sign-in is complete you can keep working without a connection: raise invoices, record bills and payments, receive and transfer stock. Every transaction still creates its journal and applies its debits and credits locally, so reports on the desktop stay correct.',
        'When the connection returns, the app syncs: your offline entries are sent to the cloud and entries made by colleagues in the browser or on other computers are brought down. Keep the app open until the sync finishes before you shut the computer down.',
      ],
      bullets: [
        'Sync at least once a day so colleagues and your accountant see the same books.',
        'Do not reinstall Windows or delete the app folder before a sync: unsynced entries live only on that computer until then.',
        'Use Databackup regularly as an extra copy of your company data.',
      ],
    },
    {
      heading: '7. Getting help',
      paragraphs: [
        'The User Guide explains organisations, items, invoices, GST returns and reports step by step. If the setup does not start or the first sign-in fails, note the message shown and contact our support team through the Support page of the portal.',
      ],
    },
  ],
};
