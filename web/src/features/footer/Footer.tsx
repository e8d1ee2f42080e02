/**
 * The site footer (docs/product-rules.md, "Footer"): logo, description in the active language (direction from its first
 * character), up to two link sections, social links, the language chooser and the copyright bar.
 * Without its data (loading or failed) it still shows the platform logo, languages and copyright.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { dynamicFeaturesQuery, footerSectionQuery } from '../../api/branding.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { safeUrl } from '../../lib/safeUrl.ts';
import { LanguageChooser } from './LanguageChooser.tsx';
import { knownLinkTitle, knownSectionTitle } from './linkTitles.ts';
import messages from './messages.ts';
import { pickLanguage } from '../../i18n/pickLanguage.ts';
import { copyrightBar, footerSections, socialLinks } from './rules.ts';
import { SocialIcon } from './SocialIcon.tsx';
import styles from './Footer.module.css';
import { Slot } from '../../slots/Slot.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';

export function Footer() {
  const intl = useIntl();
  const client = useApiClient();
  const settings = useSettings();
  const content = useQuery(footerSectionQuery(client, intl.locale)).data;
  const features = useQuery(dynamicFeaturesQuery(client)).data;
  const description = content ? pickLanguage(content.description, intl.locale) : null;
  const sections = footerSections(content, intl.locale);
  const socials = socialLinks(content, intl.locale);
  const bar = copyrightBar(features);
  const logo = safeUrl(content?.logo) ?? settings.headerLogo;
  const sectionTitle = (title: string) => {
    const known = knownSectionTitle(title);
    return known ? intl.formatMessage(known) : title;
  };

  return (
    <Slot id={SLOT_IDS.footer}>
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.brand}>
            <img
              src={logo}
              alt={settings.platformName}
              height={32}
              className={styles.logo}
              loading="lazy"
              decoding="async"
            />
            {description && (
              <p className={styles.description} dir="auto">
                {description}
              </p>
            )}
          </div>
          {sections.length > 0 && (
            <nav aria-label={intl.formatMessage(messages.footer)} className={styles.sections}>
              {sections.map((section) => (
                <div key={section.title} className={styles.section}>
                  <h2 className={styles.sectionTitle}>{sectionTitle(section.title)}</h2>
                  <ul className={styles.links}>
                    {section.links.map((link) => {
                      const known = knownLinkTitle(link.title);
                      const label = known ? intl.formatMessage(known) : link.title;
                      return (
                        <li key={`${link.title}${link.to ?? link.href}`}>
                          {link.to !== undefined ? (
                            <Link to={link.to}>{label}</Link>
                          ) : (
                            <a href={link.href}>{label}</a>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </nav>
          )}
          <div className={styles.side}>
            {socials.length > 0 && (
              <div>
                <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.followUs)}</h2>
                <ul className={styles.socials}>
                  {socials.map(({ network, href }) => (
                    <li key={network}>
                      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.social}>
                        <SocialIcon network={network} />
                        <span className="visually-hidden">
                          {intl.formatMessage(messages[network])} {intl.formatMessage(messages.newTab)}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <LanguageChooser />
          </div>
        </div>
        <div className={styles.bar}>
          <div className={styles.barInner}>
            {bar.branding.kind === 'custom' ? (
              <p className={styles.custom}>
                {bar.branding.logo && (
                  <img src={bar.branding.logo} alt="" height={24} loading="lazy" decoding="async" />
                )}
                {intl.formatMessage(messages.copyright, {
                  year: new Date().getFullYear(),
                  platformName: settings.platformName,
                })}
              </p>
            ) : (
              <a href="https://openedx.org" rel="noopener">
                {intl.formatMessage(messages.poweredBy)}
              </a>
            )}
            {bar.trademark && <p className={styles.trademark}>{intl.formatMessage(messages.trademark)}</p>}
          </div>
        </div>
      </footer>
    </Slot>
  );
}
