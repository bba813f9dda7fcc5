import type { PoolSchema } from '@lode/pool-api/client';
import { useFormat } from '@lode/i18n';
import { Badge, Button, Callout, Card, ConfirmDialog, CopyButton, Dialog, Switch } from '@lode/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asAmount } from '../../../lib/cabinet/amounts';
import type { Wallet } from '../../../lib/cabinet/settingsQueries';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import { ApiError } from '../../../lib/pool';
import { holdsPayoutsOnChange, thresholdTiming, walletStage, type WalletStage } from '../walletState';
import { useApiMessages } from './apiMessages';
import { messages, valued } from './messages';
import * as styles from './WalletCard.css';
import { useReturnedStepUp } from '../../../lib/session/SecondFactor';
import { addressHoldHours, WalletForm, walletStepUpForm, type WalletDraft } from './WalletForm';

/** What a card can ask of the pool API; each resolves with the wallet as stored or rejects with the API's error. */
export interface WalletActions {
  /** Changes the address, threshold or pause of a coin's wallet. */
  update: (coin: Wallet['coin'], update: PoolSchema<'WalletUpdate'>) => Promise<Wallet>;
  /** Unlinks the coin's address. */
  unlink: (coin: Wallet['coin']) => Promise<Wallet>;
  /** Reads the wallets again now, which makes the API look for pending proofs. */
  check: () => Promise<void>;
}

/** Props of {@link WalletCard}. */
export interface WalletCardProps {
  /** The wallet as the API last described it; the card's state follows from it alone. */
  wallet: Wallet;
  /** The writes and the proof check. */
  actions: WalletActions;
  /** When the wallets were last read (ms since the epoch): the last time a pending proof was looked for. */
  checkedAt: number;
}

/**
 * One coin's wallet, in the state the API describes: no address (offers to link one), waiting for its proof (the
 * numbered steps), proved, or on a pool that needs no proof. Edits go through a dialog; unlinking asks first.
 */
export function WalletCard({ wallet, actions, checkedAt }: WalletCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const api = useApiMessages();
  const coin = wallet.coin;
  const stage = walletStage(wallet);
  const linked = stage !== 'unlinked';
  const [open, setOpen] = useState(false);
  // Back from confirming a second factor for this coin's change: the dialog opens again with what was typed.
  const resumed = useReturnedStepUp<WalletDraft>(walletStepUpForm(coin));
  const [reopenedFor, setReopenedFor] = useState(resumed);
  if (resumed && reopenedFor !== resumed) {
    setReopenedFor(resumed);
    setOpen(true);
  }
  const [unlinking, setUnlinking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pauseError, setPauseError] = useState<string | null>(null);
  const [pausing, setPausing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusEditOnClose = useRef(false);
  const heldUntil = wallet.payoutsHeldUntil ? Date.parse(wallet.payoutsHeldUntil) : null;
  // A hold lasts days: the time the card first showed is close enough to tell a past one from a running one.
  const [shownAt] = useState(() => Date.now());

  // A proof found while the page is open (by the minute's check or "Check now") is said once, politely. State
  // adjusted while rendering, as React advises for a change of props.
  const [shownStage, setShownStage] = useState<WalletStage>(stage);
  if (shownStage !== stage) {
    setShownStage(stage);
    if (shownStage === 'pending' && stage === 'proven') setNotice(intl.formatMessage(messages.provedNotice));
  }

  // After an unlink the Unlink button is gone: once the question closes, focus goes to the button that now offers
  // to link an address.
  useEffect(() => {
    if (unlinking || !focusEditOnClose.current) return;
    focusEditOnClose.current = false;
    editRef.current?.focus();
  }, [unlinking]);

  const togglePause = async (paused: boolean) => {
    setPauseError(null);
    setNotice(null);
    setPausing(true);
    try {
      await actions.update(coin, { paused });
      setNotice(intl.formatMessage(messages.saved));
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fields.paused : undefined;
      setPauseError(
        refusal === undefined
          ? intl.formatMessage(valued.saveFailed, { reason: api.reason(error) })
          : api.field(refusal),
      );
    } finally {
      setPausing(false);
    }
  };

  const timing = thresholdTiming(wallet.thresholdTakesEffectWithin);
  const payable = stage === 'open' || stage === 'proven';

  return (
    <Card
      as="section"
      title={intl.formatMessage(valued.title, { coin })}
      data-wallet={coin}
      data-stage={stage}
      actions={
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (next) setNotice(null);
          }}
        >
          <Dialog.Trigger asChild>
            {/* One button in both states, so focus comes back to it whichever the dialog leaves behind. */}
            <Button
              ref={editRef}
              variant={linked ? 'outline' : 'solid'}
              aria-label={intl.formatMessage(linked ? valued.editLabel : valued.linkLabel, { coin })}
            >
              <FormattedMessage {...(linked ? messages.edit : messages.link)} />
            </Button>
          </Dialog.Trigger>
          <Dialog.Content
            title={intl.formatMessage(linked ? valued.editTitle : valued.linkTitle, { coin })}
            description={
              holdsPayoutsOnChange(wallet)
                ? intl.formatMessage(valued.editDescription, { hours: addressHoldHours })
                : intl.formatMessage(messages.proofDescription)
            }
            closeLabel={intl.formatMessage(messages.close)}
          >
            <WalletForm
              wallet={wallet}
              resumed={resumed}
              onSave={(update) => actions.update(coin, update)}
              onDone={(saved) => {
                setOpen(false);
                if (saved) setNotice(intl.formatMessage(messages.saved));
              }}
            />
          </Dialog.Content>
        </Dialog.Root>
      }
    >
      <div className={pageStyles.stack}>
        {linked ? (
          <dl className={pageStyles.facts}>
            <dt className={pageStyles.factLabel}>
              <FormattedMessage {...messages.address} />
            </dt>
            <dd className={`${pageStyles.factValue} ${pageStyles.secretInline}`} data-field="address">
              {wallet.address}
            </dd>
            {wallet.proof && (
              <>
                <dt className={pageStyles.factLabel}>
                  <FormattedMessage {...messages.proofLabel} />
                </dt>
                <dd className={pageStyles.factValue} data-field="proof">
                  {wallet.proof.status === 'pending' ? (
                    <Badge tone="warning">
                      <FormattedMessage {...messages.proofPending} />
                    </Badge>
                  ) : (
                    <Badge tone="success">
                      {wallet.proof.provenAt ? (
                        <FormattedMessage
                          {...valued.provenOn}
                          values={{ date: format.date(Date.parse(wallet.proof.provenAt)) }}
                        />
                      ) : (
                        <FormattedMessage {...messages.proofProven} />
                      )}
                    </Badge>
                  )}
                </dd>
              </>
            )}
            {payable && (
              <>
                <dt className={pageStyles.factLabel}>
                  <FormattedMessage {...messages.threshold} />
                </dt>
                <dd className={pageStyles.factValue} data-field="threshold">
                  {format.cryptoAmount(asAmount(wallet.payoutThreshold), coin)}{' '}
                  <span className={pageStyles.factLabel}>
                    (
                    {intl.formatMessage(valued.limits, {
                      min: format.cryptoAmount(asAmount(wallet.minPayout)),
                      max: format.cryptoAmount(asAmount(wallet.maxPayout)),
                    })}
                    )
                  </span>
                  <span className={styles.timing} data-field="threshold-timing">
                    {timing.kind === 'now' ? (
                      <FormattedMessage {...messages.thresholdNow} />
                    ) : (
                      <FormattedMessage {...valued.thresholdNextRun} values={{ minutes: timing.minutes }} />
                    )}
                  </span>
                </dd>
              </>
            )}
            {wallet.paused !== null && (
              <>
                <dt className={pageStyles.factLabel}>
                  <FormattedMessage {...messages.status} />
                </dt>
                <dd className={pageStyles.factValue} data-field="status">
                  <FormattedMessage {...(wallet.paused ? messages.paused : messages.active)} />
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className={styles.muted} data-field="unlinked">
            <FormattedMessage {...valued.unlinkedBody} values={{ coin }} />
          </p>
        )}
        {stage === 'pending' && wallet.proof && (
          <ProofSteps login={wallet.proof.login} check={actions.check} checkedAt={checkedAt} />
        )}
        {linked && heldUntil !== null && heldUntil > shownAt && (
          <Callout tone="warning" data-testid={`held-${coin}`}>
            <FormattedMessage
              {...valued.held}
              values={{ until: format.date(heldUntil, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </Callout>
        )}
        {wallet.payoutsFrozenAt !== null && (
          <Callout tone="error" data-testid={`frozen-${coin}`}>
            <FormattedMessage
              {...valued.frozen}
              values={{
                coin,
                since: format.date(Date.parse(wallet.payoutsFrozenAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              }}
            />
          </Callout>
        )}
        {linked && wallet.paused !== null && (
          <Switch
            label={intl.formatMessage(messages.pause)}
            hint={intl.formatMessage(messages.pauseHint)}
            checked={wallet.paused}
            disabled={pausing}
            onCheckedChange={(paused) => void togglePause(paused)}
            error={pauseError ?? undefined}
          />
        )}
        <div className={styles.footer}>
          <p role="status" className={pageStyles.status}>
            {notice}
          </p>
          {linked && (
            <Button
              variant="outline"
              tone="error"
              size="sm"
              aria-label={intl.formatMessage(valued.unlinkLabel, { coin })}
              onClick={() => {
                setNotice(null);
                setUnlinking(true);
              }}
            >
              <FormattedMessage {...messages.unlink} />
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={unlinking}
        onOpenChange={setUnlinking}
        tone="destructive"
        title={intl.formatMessage(valued.unlinkTitle, { coin })}
        description={intl.formatMessage(valued.unlinkBody, { coin })}
        confirmLabel={intl.formatMessage(messages.unlinkConfirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        errorMessage={(error) => intl.formatMessage(valued.unlinkFailed, { reason: api.reason(error) })}
        onConfirm={async () => {
          await actions.unlink(coin);
          setNotice(intl.formatMessage(messages.unlinked));
          focusEditOnClose.current = true;
        }}
      >
        {wallet.address !== null && (
          <p className={pageStyles.secret} data-testid="unlink-address">
            {wallet.address}
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** The numbered way to prove a pending address: mine with the one-time login, and the page checks by itself. */
function ProofSteps({
  login,
  check,
  checkedAt,
}: {
  login: string;
  check: () => Promise<void>;
  checkedAt: number;
}) {
  const intl = useIntl();
  const format = useFormat();
  const api = useApiMessages();
  const titleId = useId();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checkNow = async () => {
    setChecking(true);
    setFailure(null);
    try {
      await check();
    } catch (error) {
      setFailure(intl.formatMessage(valued.checkFailed, { reason: api.reason(error) }));
    } finally {
      setChecking(false);
    }
  };
  return (
    <section className={styles.proof} aria-labelledby={titleId} data-testid="proof-steps">
      <h3 className={styles.proofTitle} id={titleId}>
        <FormattedMessage {...messages.proofTitle} />
      </h3>
      <p className={styles.muted}>
        <FormattedMessage {...messages.proofWhy} />
      </p>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <p className={styles.stepText}>
            <FormattedMessage {...messages.proofStepLogin} />
          </p>
          <span className={styles.login}>
            <code className={styles.loginText} data-testid="proof-login">
              {login}
            </code>
            <CopyButton
              value={login}
              label={intl.formatMessage(messages.copyLogin)}
              copiedLabel={intl.formatMessage(messages.copied)}
              failedLabel={intl.formatMessage(messages.copyFailed)}
            />
          </span>
        </li>
        <li className={styles.step}>
          <p className={styles.stepText}>
            <FormattedMessage {...messages.proofStepMine} />
          </p>
        </li>
        <li className={styles.step}>
          <p className={styles.stepText}>
            <FormattedMessage {...messages.proofStepWait} />
          </p>
          <span className={styles.login}>
            <Button variant="outline" size="sm" loading={checking} onClick={() => void checkNow()}>
              <FormattedMessage {...messages.checkNow} />
            </Button>
            <span className={styles.muted} role="status">
              {failure ??
                (checkedAt > 0 && !checking
                  ? intl.formatMessage(valued.checkedAt, {
                      time: format.date(checkedAt, { timeStyle: 'medium' }),
                    })
                  : null)}
            </span>
          </span>
        </li>
      </ol>
    </section>
  );
}
