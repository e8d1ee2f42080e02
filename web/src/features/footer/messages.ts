import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  copyright: { year: number; platformName: string };
};

const catalogue = defineMessages({
  footer: {
    id: 'footer.label',
    defaultMessage: 'Footer',
    description: 'Accessible name of the footer link sections.',
  },
  navigationSection: {
    id: 'footer.section.navigation',
    defaultMessage: 'Navigation',
    description:
      'Heading of the footer links a stock Open edX platform lists as its navigation (About, Contact…).',
  },
  legalSection: {
    id: 'footer.section.legal',
    defaultMessage: 'Legal',
    description: 'Heading of the footer links to the terms of service, honor code and privacy policy.',
  },
  about: { id: 'footer.link.about', defaultMessage: 'About', description: 'Footer link to the About page.' },
  donate: {
    id: 'footer.link.donate',
    defaultMessage: 'Donate',
    description: 'Footer link to the Donate page.',
  },
  contact: {
    id: 'footer.link.contact',
    defaultMessage: 'Contact',
    description: 'Footer link to the Contact page.',
  },
  termsOfService: {
    id: 'footer.link.termsOfService',
    defaultMessage: 'Terms of Service',
    description: 'Footer link to the terms of service.',
  },
  honor: { id: 'footer.link.honor', defaultMessage: 'Honor', description: 'Footer link to the honor code.' },
  privacy: {
    id: 'footer.link.privacy',
    defaultMessage: 'Privacy',
    description: 'Footer link to the privacy policy.',
  },
  followUs: {
    id: 'footer.followUs',
    defaultMessage: 'Follow us',
    description: 'Heading above the social network links.',
  },
  linkedin: {
    id: 'footer.social.linkedin',
    defaultMessage: 'LinkedIn',
    description: 'Social link name (brand, usually not translated).',
  },
  facebook: {
    id: 'footer.social.facebook',
    defaultMessage: 'Facebook',
    description: 'Social link name (brand, usually not translated).',
  },
  x: {
    id: 'footer.social.x',
    defaultMessage: 'X',
    description: 'Social link name: X, formerly Twitter (brand).',
  },
  instagram: {
    id: 'footer.social.instagram',
    defaultMessage: 'Instagram',
    description: 'Social link name (brand, usually not translated).',
  },
  chooseLanguage: {
    id: 'footer.chooseLanguage',
    defaultMessage: 'Choose language',
    description: 'Label of the interface language chooser.',
  },
  languageChangeFailed: {
    id: 'footer.language.changeFailed',
    defaultMessage: 'Your language could not be changed. Please try again.',
    description: 'Shown under the language chooser when saving a signed-in learner’s language failed.',
  },
  poweredBy: {
    id: 'footer.poweredBy',
    defaultMessage: 'Powered by Open edX',
    description: 'Copyright bar link to the product.',
  },
  trademark: {
    id: 'footer.trademark',
    defaultMessage: 'EdX, Open edX and the edX and Open edX logos are registered trademarks of edX LLC.',
    description: 'Trademark notice in the copyright bar.',
  },
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} {platformName}',
    description: 'Copyright line when the operator replaces the footer branding.',
  },
  newTab: {
    id: 'footer.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Visually hidden note after links that open a new tab.',
  },
});

export default withValues<Values>()(catalogue);
