import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, render, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { formatPrice } from '../../domain/format/price';
import { imageUrl } from '../../domain/media/image-params';
import { frenchDayMonth, type PriceDrop } from '../../domain/listings/price-history';
import type { Locale } from '../../domain/i18n/locale';
import { fixedT } from '../../app/i18n/instances.server';
import type { ListingCard } from '../repositories/listing-rows.server';

/**
 * The two buyer-alert e-mails (decision 0032), written as React Email components and rendered to
 * HTML with a plain-text part: the double opt-in and the matching listings. Every interface string
 * is in the 'listings' catalogue.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const page = { backgroundColor: '#f1f5f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f172a' };
const box = { backgroundColor: '#ffffff', margin: '0 auto', maxWidth: '600px', padding: '24px' };
const button = { backgroundColor: '#115e59', color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontWeight: 'bold', textDecoration: 'none' };
const small = { fontSize: '12px', color: '#475569' };

function Layout({ locale, preview, footer, children }: { locale: Locale; preview: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={box}>
          {children}
          <Hr />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

async function rendered(subject: string, element: ReactNode): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

const greetingOf = (t: ReturnType<typeof fixedT>, name: string | null) => (name ? t('listings:alertMail.greeting', { name }) : t('listings:alertMail.greetingAnonymous'));

export function confirmationMail(input: { locale: Locale; brand: string; firstName: string | null; confirmUrl: string }): Promise<RenderedMail> {
  const t = fixedT(input.locale);
  const subject = t('listings:alertMail.confirmSubject', { brand: input.brand });
  return rendered(
    subject,
    <Layout locale={input.locale} preview={t('listings:alertMail.confirmPreview')} footer={<Text style={small}>{t('listings:alertMail.confirmIgnore')}</Text>}>
      <Heading as="h1">{subject}</Heading>
      <Text>{greetingOf(t, input.firstName)}</Text>
      <Text>{t('listings:alertMail.confirmIntro', { brand: input.brand })}</Text>
      <Section>
        <Button href={input.confirmUrl} style={button}>
          {t('listings:alertMail.confirmAction')}
        </Button>
      </Section>
      <Text style={small}>{input.confirmUrl}</Text>
    </Layout>,
  );
}

/** Most mail apps show no SVG: the picture is a JPEG variant of the /img endpoint, at the mail's width. */
export const MAIL_PICTURE = { w: 600, h: 450, fit: 'cover', f: 'jpeg', q: 70 } as const;

/** An absolute URL on the site's origin (built with URL: a path is never glued to a host). */
const absolute = (path: string, origin: string) => new URL(path, origin).toString();

function ListingRow({ card, origin, locale, viewLabel, dropLine }: { card: ListingCard; origin: string; locale: Locale; viewLabel: string; dropLine: string | null }) {
  const url = absolute(`${locale === 'en' ? '/en' : ''}${card.href}`, origin);
  const facts = [card.area ? `${card.area} m²` : null, `${card.zip} ${card.city}`].filter(Boolean).join(' · ');
  return (
    <Section style={{ margin: '16px 0' }}>
      {card.image ? <Img src={absolute(imageUrl(card.image.src, MAIL_PICTURE), origin)} alt={card.image.alt} width="552" style={{ width: '100%', height: 'auto', borderRadius: '6px' }} /> : null}
      <Heading as="h2" style={{ fontSize: '18px', margin: '8px 0 4px' }}>
        {card.title}
      </Heading>
      <Text style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{formatPrice(card.price, card.status === 'rent' ? 'rent' : 'sale', locale)}</Text>
      {dropLine ? <Text style={{ margin: '0 0 4px', color: '#115e59', fontWeight: 'bold' }}>{dropLine}</Text> : null}
      <Text style={{ margin: '0 0 8px' }}>{facts}</Text>
      <Link href={url}>{viewLabel}</Link>
    </Section>
  );
}

/** 'Prix en baisse de 5 % depuis le 12 novembre' in the mail's language. */
function dropLineOf(t: ReturnType<typeof fixedT>, locale: Locale, drop: PriceDrop | null | undefined): string | null {
  if (!drop) return null;
  const date = locale === 'fr' ? frenchDayMonth(drop.since) : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(new Date(drop.since));
  return t('listings:property.priceDrop', { percent: drop.percent, date });
}

export function matchesMail(input: { locale: Locale; brand: string; firstName: string | null; origin: string; cards: ListingCard[]; unsubscribeUrl: string; drops?: Record<string, PriceDrop | null> }): Promise<RenderedMail> {
  const t = fixedT(input.locale);
  const subject = t('listings:alertMail.matchSubject', { count: input.cards.length, brand: input.brand });
  const footer = (
    <Text style={small}>
      {t('listings:alertMail.unsubscribeText', { brand: input.brand })} <Link href={input.unsubscribeUrl}>{t('listings:alertMail.unsubscribe')}</Link>
    </Text>
  );
  return rendered(
    subject,
    <Layout locale={input.locale} preview={t('listings:alertMail.matchPreview')} footer={footer}>
      <Heading as="h1" style={{ fontSize: '22px' }}>
        {subject}
      </Heading>
      <Text>{greetingOf(t, input.firstName)}</Text>
      <Text>{t('listings:alertMail.matchIntro')}</Text>
      {input.cards.map((card) => (
        <ListingRow key={card.id} card={card} origin={input.origin} locale={input.locale} viewLabel={t('listings:alertMail.view')} dropLine={dropLineOf(t, input.locale, input.drops?.[card.id])} />
      ))}
    </Layout>,
  );
}
