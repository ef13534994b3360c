import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '@wtm/api-client';
import type { AccountSecondFactors, AuthenticatorAppSetup } from '@wtm/contract';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { FormTextField } from '@wtm/ui/final-form';
import { AccountForm, type SchemaPick } from '../../../components/account-form.tsx';
import { SubmitArea } from '../../../components/submit-area.tsx';
import { useSecondFactors } from '../api/use-second-factors.ts';
import { securityContent } from '../content/security-content.ts';
import { LineList, ListCard, LoadFailed, when } from './security-list.tsx';

const copy = securityContent.twoFactor;
const pickCodeSchema: SchemaPick<{ code: string }> = (contract) => contract.authenticatorAppConfirmSchema;
const pickNameSchema: SchemaPick<{ name: string }> = (contract) => contract.passkeyNameSchema;

const Part = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  img {
    display: block;
    width: 12rem;
    height: 12rem;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  code,
  ol {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

type Factors = ReturnType<typeof useSecondFactors>;

/** `#two-factor`: the authenticator app, recovery codes and passkeys, changed only after a recent sign-in. */
export function TwoFactorSection() {
  const factors = useSecondFactors();
  const { state, retry } = factors;
  // Recovery codes just made: shown until the customer says they saved them, never again.
  const [codes, setCodes] = useState<string[]>([]);
  const keepCodes = (answer: { recoveryCodes: string[] } | undefined) => answer && answer.recoveryCodes.length > 0 && setCodes(answer.recoveryCodes);
  return (
    <ListCard as="section" id="two-factor" aria-labelledby="two-factor-heading">
      <Heading level={2} size="lg" id="two-factor-heading">
        {copy.heading}
      </Heading>
      <p>{copy.intro}</p>
      <StatusMessage busy={state.status === 'loading'}>{state.status === 'loading' ? copy.loading : ''}</StatusMessage>
      {state.status === 'failed' || state.status === 'forbidden' ? <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} retry={retry} /> : null}
      {codes.length > 0 ? <NewRecoveryCodes codes={codes} onSaved={() => setCodes([])} /> : null}
      {state.status === 'ready' ? <FactorParts data={state.data} factors={factors} keepCodes={keepCodes} /> : null}
    </ListCard>
  );
}

function FactorParts({ data, factors, keepCodes }: { data: AccountSecondFactors; factors: Factors; keepCodes: (answer: { recoveryCodes: string[] } | undefined) => void }) {
  const mayChange = Date.now() < Date.parse(data.changesAllowedUntil);
  return (
    <>
      {mayChange ? null : <SignInAgain />}
      <AppPart data={data} factors={factors} keepCodes={keepCodes} mayChange={mayChange} />
      <PasskeysPart data={data} factors={factors} keepCodes={keepCodes} mayChange={mayChange} />
      <Part>
        <Heading level={3} size="md">
          {copy.recovery.heading}
        </Heading>
        <p>{data.recoveryCodesLeft > 0 || data.authenticatorApp || data.passkeys.length > 0 ? copy.recovery.left(data.recoveryCodesLeft) : copy.recovery.none}</p>
        {mayChange && (data.authenticatorApp || data.passkeys.length > 0) ? (
          <Button type="button" variant="secondary" onClick={async () => keepCodes(await factors.remakeCodes())}>
            {copy.recovery.remake}
          </Button>
        ) : null}
      </Part>
    </>
  );
}

/** Past the step-up window: this session signs out and Login brings the customer back here. */
function SignInAgain() {
  const navigate = useNavigate();
  return (
    <p>
      {copy.stepUp}{' '}
      <Button
        type="button"
        size="sm"
        onClick={async () => {
          await api.logout().catch(() => undefined);
          navigate(`/login?returnUrl=${encodeURIComponent('/account/security#two-factor')}`);
        }}
      >
        {copy.signInAgain}
      </Button>
    </p>
  );
}

function AppPart({ data, factors, keepCodes, mayChange }: { data: AccountSecondFactors; factors: Factors; keepCodes: (answer: { recoveryCodes: string[] } | undefined) => void; mayChange: boolean }) {
  const [setup, setSetup] = useState<AuthenticatorAppSetup | null>(null);
  return (
    <Part>
      <Heading level={3} size="md">
        {copy.app.heading}
      </Heading>
      <p>{data.authenticatorApp ? copy.app.on(when(data.authenticatorApp.enabledAt)) : copy.app.off}</p>
      {mayChange && data.authenticatorApp ? (
        <Button type="button" variant="secondary" onClick={() => factors.removeApp()}>
          {copy.app.remove}
        </Button>
      ) : null}
      {mayChange && !data.authenticatorApp && setup === null ? (
        <Button type="button" onClick={async () => setSetup((await factors.setUpApp()) ?? null)}>
          {copy.app.setUp}
        </Button>
      ) : null}
      {setup !== null && !data.authenticatorApp ? (
        <>
          <p>{copy.app.scan}</p>
          <img src={setup.qrCode} alt={copy.app.qrAlt} width={192} height={192} />
          <p>
            <code data-testid="totp-secret">{copy.app.key(setup.secret)}</code>
          </p>
          <AccountForm
            schema={pickCodeSchema}
            labelledBy="two-factor-heading"
            onSubmit={async ({ code }) => {
              const answer = await factors.confirmApp(code);
              if (answer) {
                keepCodes(answer);
                setSetup(null);
              }
            }}
          >
            {({ submitting }) => (
              <>
                <FormTextField name="code" {...copy.app.code} inputMode="numeric" autoComplete="one-time-code" required />
                <SubmitArea loading={submitting}>{copy.app.confirm}</SubmitArea>
              </>
            )}
          </AccountForm>
        </>
      ) : null}
    </Part>
  );
}

function PasskeysPart({ data, factors, keepCodes, mayChange }: { data: AccountSecondFactors; factors: Factors; keepCodes: (answer: { recoveryCodes: string[] } | undefined) => void; mayChange: boolean }) {
  const [added, setAdded] = useState(0);
  return (
    <Part>
      <Heading level={3} size="md">
        {copy.passkeys.heading}
      </Heading>
      {data.passkeys.length === 0 ? <p>{copy.passkeys.none}</p> : null}
      {data.passkeys.length > 0 ? (
        <LineList aria-label={copy.passkeys.listLabel}>
          {data.passkeys.map((key) => (
            <li key={key.id}>
              <div>
                <strong>{key.name}</strong>
                <span>{[copy.passkeys.added(when(key.createdAt)), key.lastUsedAt === null ? undefined : copy.passkeys.lastUsed(when(key.lastUsedAt))].filter(Boolean).join(', ')}</span>
              </div>
              {mayChange ? (
                <Button type="button" variant="secondary" size="sm" aria-label={copy.passkeys.removeLabel(key.name)} onClick={() => factors.removePasskey(key.id)}>
                  {copy.passkeys.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </LineList>
      ) : null}
      {mayChange ? (
        <AccountForm
          key={added}
          schema={pickNameSchema}
          labelledBy="two-factor-heading"
          onSubmit={async ({ name }) => {
            const answer = await factors.addPasskey(name);
            if (answer) {
              keepCodes(answer);
              setAdded((count) => count + 1);
            }
          }}
        >
          {({ submitting }) => (
            <>
              <FormTextField name="name" {...copy.passkeys.name} required />
              <SubmitArea loading={submitting}>{copy.passkeys.add}</SubmitArea>
            </>
          )}
        </AccountForm>
      ) : null}
    </Part>
  );
}

function NewRecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <Part role="region" aria-label={copy.recovery.listLabel}>
      <p>{copy.recovery.shown}</p>
      <ol>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" onClick={onSaved}>
        {copy.recovery.saved}
      </Button>
    </Part>
  );
}
