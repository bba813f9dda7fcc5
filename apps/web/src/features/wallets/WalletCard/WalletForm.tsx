import type { PoolSchema } from '@lode/pool-api/client';
import { useFormat } from '@lode/i18n';
import { Alert, Button, Dialog, TextField } from '@lode/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asAmount } from '../../../lib/cabinet/amounts';
import type { Wallet } from '../../../lib/cabinet/settingsQueries';
import { ApiError } from '../../../lib/pool';
import {
  SecondFactorNotice,
  useStartStepUp,
  type ReturnedStepUp,
  type SecondFactorState,
} from '../../../lib/session/SecondFactor';
import type { StepUpChallenge } from '@lode/auth';
import { useAppAuth } from '../../../lib/session';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { addressProblem, addressStarts, type AddressProblem } from '../payoutAddress';
import { thresholdProblem, thresholdText, type ThresholdProblem } from '../payoutThreshold';
import { holdsPayoutsOnChange, thresholdEditable, walletChanges } from '../walletState';
import { useApiMessages } from './apiMessages';
import { messages, valued } from './messages';

/** Payouts wait this long after an address change on the built-in pool (its `payoutsHeldUntil`; pool-api ADDRESS_HOLD_SECONDS). */
export const addressHoldHours = 48;

type Problems = { address?: string; threshold?: string };

/** What the form keeps while the sign-in service confirms a second factor: what was typed and what was asked. */
export interface WalletDraft {
  address: string;
  threshold: string;
  challenge: StepUpChallenge;
}

/** The key a wallet's form keeps its draft under across a step-up (one form per coin on the page). */
export const walletStepUpForm = (coin: string) => `wallet:${coin}`;

/** Props of {@link WalletForm}. */
export interface WalletFormProps {
  /** The wallet as the API last described it. */
  wallet: Wallet;
  /** Sends the changes; resolves with the stored wallet, rejects with the API's error. */
  onSave: (update: PoolSchema<'WalletUpdate'>) => Promise<Wallet>;
  /** After the form is done: `saved` when something was stored. */
  onDone: (saved: boolean) => void;
  /** The second factor this form asked for, back from the sign-in service: the form takes up its draft from it. */
  resumed?: ReturnedStepUp<WalletDraft> | null;
}

/**
 * The wallet dialog's form: the address first (to link one or change it), then the threshold where the pool pays the
 * address. A new address is confirmed before it is sent; every refusal shows under its field with what was typed kept.
 */
export function WalletForm({ wallet, onSave, onDone, resumed }: WalletFormProps) {
  const intl = useIntl();
  const format = useFormat();
  const { accountUrl } = useAppAuth();
  const startStepUp = useStartStepUp();
  const coin = wallet.coin;
  const linking = wallet.address === null;
  const [address, setAddress] = useState(resumed?.draft.address ?? wallet.address ?? '');
  const [threshold, setThreshold] = useState(
    resumed?.draft.threshold ?? thresholdText(wallet.payoutThreshold),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState<'edit' | 'confirm'>(resumed ? 'confirm' : 'edit');
  // A change the pool will make only after a fresh second factor: where that stands, and what the pool asked for.
  const [secondFactor, setSecondFactor] = useState<{
    state: SecondFactorState;
    challenge: StepUpChallenge;
  } | null>(
    resumed && resumed.status !== 'done'
      ? { state: resumed.status, challenge: resumed.draft.challenge }
      : null,
  );
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);
  const min = format.cryptoAmount(asAmount(wallet.minPayout));
  const max = format.cryptoAmount(asAmount(wallet.maxPayout));
  const starts = addressStarts(coin);
  const withThreshold = thresholdEditable(wallet);
  const holds = holdsPayoutsOnChange(wallet);

  const addressMessage = (problem: AddressProblem) =>
    problem === 'required'
      ? intl.formatMessage(messages.required)
      : problem === 'prefix'
        ? intl.formatMessage(valued.prefix, { coin, starts })
        : intl.formatMessage(valued.checksum, { coin });
  const thresholdMessage = (problem: ThresholdProblem) =>
    problem === 'range'
      ? intl.formatMessage(valued.range, { min, max, coin })
      : intl.formatMessage(messages[problem]);
  // The API's refusals in the page's words; its out-of-range message with the limits in the locale.
  const api = useApiMessages(() => thresholdMessage('range'));

  // A new object each time, so the same field is focused again after a second failed try.
  const [focusTarget, setFocusTarget] = useState<{ field: keyof Problems } | null>(null);
  useEffect(() => {
    // Runs after React has put the edit step back, so the field to focus is on screen.
    if (focusTarget) (focusTarget.field === 'address' ? addressRef : thresholdRef).current?.focus();
  }, [focusTarget]);

  const showProblems = (found: Problems) => {
    setProblems(found);
    setStep('edit');
    setFocusTarget({ field: found.address ? 'address' : 'threshold' });
  };

  const save = async (afterStepUp = false) => {
    setFailure(null);
    const update = walletChanges(wallet, { address, threshold });
    if (!update) return onDone(false);
    setBusy(true);
    try {
      await onSave(update);
      setBusy(false);
      onDone(true);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.stepUp) {
        // Back from confirming and still refused: without a second factor to ask for, or one too old.
        const state = !afterStepUp ? 'needed' : resumed?.withoutSecondFactor ? 'no-factor' : 'refused';
        setSecondFactor({ state, challenge: error.stepUp });
        setStep('confirm');
        return;
      }
      // A refusal of a field goes under that field, with what was typed kept; the others above the buttons.
      const onForm = (field: string) => field === 'address' || (field === 'payoutThreshold' && withThreshold);
      if (error instanceof ApiError && Object.keys(error.fields).some(onForm)) {
        const { address: addressFault } = error.fields;
        const thresholdFault = withThreshold ? error.fields.payoutThreshold : undefined;
        const others = Object.entries(error.fields).filter(([field]) => !onForm(field));
        if (others.length > 0) setFailure(others.map(([, message]) => api.field(message)).join(' '));
        showProblems({
          ...(addressFault ? { address: api.field(addressFault) } : {}),
          ...(thresholdFault ? { threshold: api.field(thresholdFault) } : {}),
        });
        return;
      }
      setStep('edit');
      setFailure(intl.formatMessage(valued.saveFailed, { reason: api.reason(error) }));
    }
  };

  // Back from the sign-in service with the second factor confirmed: the change goes once more, by itself.
  const retried = useRef(false);
  useEffect(() => {
    if (resumed?.status !== 'done' || retried.current) return;
    retried.current = true;
    void save(true);
    // Once, for the draft the form was given: `save` reads what it holds now.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [resumed]);

  const confirmSecondFactor = () => {
    if (!secondFactor) return;
    setLeaving(true);
    const draft: WalletDraft = { address, threshold, challenge: secondFactor.challenge };
    startStepUp(secondFactor.challenge, walletStepUpForm(coin), draft).catch(() => {
      setLeaving(false);
      setSecondFactor({ ...secondFactor, state: 'unavailable' });
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const addressFault = await addressProblem(coin, address);
    setBusy(false);
    const thresholdFault = withThreshold
      ? thresholdProblem(threshold, wallet.minPayout, wallet.maxPayout)
      : null;
    const found: Problems = {
      ...(addressFault ? { address: addressMessage(addressFault) } : {}),
      ...(thresholdFault ? { threshold: thresholdMessage(thresholdFault) } : {}),
    };
    if (found.address || found.threshold) return showProblems(found);
    setProblems({});
    if (address.trim() !== (wallet.address ?? '')) setStep('confirm');
    else await save();
  };

  if (step === 'confirm')
    return (
      <div className={styles.form}>
        <h3 className={styles.legend}>
          <FormattedMessage
            {...(linking ? valued.confirmLinkTitle : valued.confirmTitle)}
            values={{ coin }}
          />
        </h3>
        <p>
          {holds ? (
            <FormattedMessage {...valued.confirmBody} values={{ hours: addressHoldHours }} />
          ) : (
            <FormattedMessage {...valued.confirmProofBody} />
          )}
        </p>
        <p className={styles.secret} data-testid="new-address">
          {address.trim()}
        </p>
        {secondFactor && (
          <SecondFactorNotice
            state={secondFactor.state}
            onConfirm={confirmSecondFactor}
            busy={leaving}
            accountUrl={accountUrl}
          />
        )}
        <Dialog.Footer>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              setSecondFactor(null);
              setStep('edit');
            }}
            disabled={busy}
          >
            <FormattedMessage {...messages.back} />
          </Button>
          <Button
            loading={busy}
            disabled={secondFactor !== null}
            onClick={() => void save()}
            data-autofocus=""
          >
            <FormattedMessage {...(linking ? messages.confirmLink : messages.confirmChange)} />
          </Button>
        </Dialog.Footer>
      </div>
    );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={addressRef}
        label={intl.formatMessage(messages.address)}
        hint={intl.formatMessage(valued.addressHint, { coin, starts })}
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        error={problems.address}
        autoComplete="off"
        spellCheck={false}
        fullWidth
      />
      {withThreshold ? (
        <TextField
          ref={thresholdRef}
          label={intl.formatMessage(messages.threshold)}
          hint={intl.formatMessage(valued.thresholdHint, { min, max, coin })}
          value={threshold}
          onChange={(event) => setThreshold(event.currentTarget.value)}
          error={problems.threshold}
          inputMode="decimal"
          suffix={coin}
          autoComplete="off"
          fullWidth
        />
      ) : (
        <p className={styles.factLabel}>
          <FormattedMessage {...messages.thresholdLater} />
        </p>
      )}
      {failure && (
        <Alert tone="error" live="assertive">
          {failure}
        </Alert>
      )}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="outline" tone="neutral">
            <FormattedMessage {...messages.cancel} />
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={busy}>
          <FormattedMessage {...messages.save} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
