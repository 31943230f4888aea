import { Link } from '@tanstack/react-router'
import { APP_VERSION, BUILD_DATE } from '~/lib/build-info'
import { buildMailto, CONSULTATION_SUBJECT, contactBody } from '~/lib/mailto'
import { siteConfig } from '~/lib/site-config'
import { ExternalLink } from '../external-link'
import { Logo } from './logo'
import { MAIN_LINKS, POLICY_LINKS } from './nav-links'
import './site-footer.css'

const LINK_GROUPS = [
  { label: 'Site', heading: 'Explore', links: MAIN_LINKS },
  { label: 'Policies', heading: 'Policies', links: POLICY_LINKS },
]

const contactHref = buildMailto({ to: siteConfig.contactEmail, subject: CONSULTATION_SUBJECT, body: contactBody })

/** Footer (docs/product.md (Screens)): site and policy links, social page, contact address and "Contact Us". */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>{siteConfig.tagline} for individuals and organisations.</p>
          <a className="btn btn--gold" href={contactHref}>
            Contact Us
          </a>
        </div>
        {LINK_GROUPS.map(({ label, heading, links }) => (
          <nav key={label} aria-label={label}>
            <h2 className="site-footer__heading">{heading}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__heading">Follow us on</h2>
          <ul>
            <li>
              <ExternalLink href={siteConfig.socialPageUrl}>{siteConfig.socialNetworkName}</ExternalLink>
            </li>
          </ul>
          <h2 className="site-footer__heading">Contact</h2>
          <p>
            <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
          </p>
        </div>
      </div>
      <div className="container tags site-footer__legal">
        <p>
          © {siteConfig.copyrightYear} {siteConfig.legalName}. All rights reserved.
        </p>
        <p>{`Version ${APP_VERSION}, built ${BUILD_DATE}`}</p>
      </div>
    </footer>
  )
}
