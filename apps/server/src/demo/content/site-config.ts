import type { SiteConfig } from '@academy/contract/site-config';

/**
 * The academy's settings as a new installation shows them; the figures are its first. No
 * teachers, toppers or testimonials: those are real people the admin adds (Site Settings >
 * Teachers & results), never invented ones.
 */
export const DEMO_SITE_CONFIG: { [K in keyof SiteConfig]: NonNullable<SiteConfig[K]> } = {
  general: {
    siteName: 'Academy',
    siteDescription:
      'Tuition for classes 1 to 12 and coaching for the CA and CMA exams: video courses, notes, NCERT material and mock tests.',
    siteDescriptionHi:
      'कक्षा 1 से 12 की ट्यूशन और CA व CMA परीक्षाओं की कोचिंग: वीडियो कोर्स, नोट्स, NCERT सामग्री और मॉक टेस्ट।',
    siteKeywords: ['tuition', 'NCERT', 'CBSE', 'CA Foundation', 'CMA', 'online classes'],
    siteLogo: '',
    siteFavicon: '',
  },
  contact: {
    contactEmail: 'hello@academy.example.in',
    address: '2nd Floor, 14 Lajpat Nagar Market, New Delhi 110024',
    addressHi: 'दूसरी मंज़िल, 14 लाजपत नगर मार्केट, नई दिल्ली 110024',
    contactPhone: ['+91 98100 12345', '+91 98100 67890'],
    contactFormEnabled: true,
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3504!2d77.24!3d28.57',
  },
  social: {
    twitter: 'https://x.com/academy',
    instagram: 'https://instagram.com/academy',
    youtube: 'https://youtube.com/@academy',
    facebook: 'https://facebook.com/academy',
    telegram: 'https://t.me/academy',
    whatsapp: 'https://wa.me/919810012345',
    discord: '',
    linkedin: 'https://linkedin.com/in/academy',
    github: '',
  },
  home: {
    slides: [
      {
        image: '/slides/classes.svg',
        title: 'Classes 1 to 12',
        description: 'Mathematics, Science and English, with board preparation from Class 9.',
        titleHi: 'कक्षा 1 से 12',
        descriptionHi: 'गणित, विज्ञान और अंग्रेज़ी, कक्षा 9 से बोर्ड परीक्षा की तैयारी के साथ।',
      },
      {
        image: '/slides/professional.svg',
        title: 'CA and CMA',
        description: 'Foundation and Intermediate, chapter by chapter.',
        titleHi: 'CA और CMA',
        descriptionHi: 'फ़ाउंडेशन और इंटरमीडिएट, अध्याय दर अध्याय।',
      },
      {
        image: '/slides/tests.svg',
        title: 'Mock tests',
        description: 'Timed tests with instant scores and a full review.',
        titleHi: 'मॉक टेस्ट',
        descriptionHi: 'समयबद्ध टेस्ट, तुरंत अंक और पूरी समीक्षा के साथ।',
      },
    ],
    // The first figures (product §2.2); students, courses and tests are counted, not seeded.
    stats: {
      tutors: '50+',
      students: '4.5k+',
      examSuccess: '98%',
      foundedYear: 2012,
    },
  },
  // As on a new installation: the demo student signs in without a code, on up to two devices.
  accounts: { confirmPhoneAtSignUp: false, maxDevices: 2, feeGraceDays: 3 },
  // A made-up GSTIN with a right check character: the demo's receipts are tax invoices.
  business: {
    legalName: 'Academy Learning Private Limited',
    address: '12 Shiksha Marg, Karol Bagh, New Delhi 110005',
    state: 'Delhi',
    gstin: '07AABCA1234F1ZB',
    sacCode: '999293',
    gstRatePercent: 18,
    signatoryName: 'Meera Kapoor',
    signatoryDesignation: 'Director',
  },
};
