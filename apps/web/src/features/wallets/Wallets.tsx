import { useFormat } from '@lode/i18n';
import { Alert, Button, Callout, Card, Dialog, EmptyState, Skeleton, Switch, TextField } from '@lode/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAlgorithm } from '../../lib/algorithm';
import { ApiError } from '../../lib/pool';
import { asAmount } from '../../lib/cabinet/amounts';
import { addressProblem, addressStarts, type AddressProblem } from './payoutAddress';
import {
  normalizeThreshold,
  thresholdProblem,
  thresholdText,
  type ThresholdProblem,
} from './payoutThreshold';
import * as styles from '../../lib/cabinet/settingsPages.css';
import { useUpdateWallet, useWallets, type Wallet } from '../../lib/cabinet/settingsQueries';
import { PageIntro } from '../../lib/page/PageIntro';
import { walletsRoute } from './route';

/** Payouts wait this long after an address change (the API's `payoutsHeldUntil`; pool-api ADDRESS_HOLD_SECONDS). */
export const addressHoldHours = 48;

const messages = defineMessages({
  address: { id: 'wallets.address', defaultMessage: 'Payout address' },
  threshold: { id: 'wallets.threshold', defaultMessage: 'Payout threshold' },
  status: { id: 'wallets.status', defaultMessage: 'Payouts' },
  active: { id: 'wallets.status.active', defaultMessage: 'Active' },
  paused: { id: 'wallets.status.paused', defaultMessage: 'Paused' },
  pause: { id: 'wallets.pause', defaultMessage: 'Pause payouts' },
  pauseHint: {
    id: 'wallets.pause.hint',
    defaultMessage: 'Earnings keep accruing to your balance while payouts are paused.',
  },
  edit: { id: 'wallets.edit', defaultMessage: 'Edit' },
  save: { id: 'wallets.save', defaultMessage: 'Save' },
  cancel: { id: 'wallets.cancel', defaultMessage: 'Cancel' },
  back: { id: 'wallets.back', defaultMessage: 'Back' },
  confirmChange: { id: 'wallets.confirm.action', defaultMessage: 'Change address' },
  close: { id: 'wallets.close', defaultMessage: 'Close' },
  saved: { id: 'wallets.saved', defaultMessage: 'Saved.' },
  retry: { id: 'wallets.retry', defaultMessage: 'Retry' },
  required: { id: 'wallets.error.required', defaultMessage: 'This field is required' },
  numeric: { id: 'wallets.error.numeric', defaultMessage: 'This field can only contain numbers' },
  decimals: { id: 'wallets.error.decimals', defaultMessage: 'Use at most 8 decimals' },
  emptyTitle: { id: 'wallets.empty.title', defaultMessage: 'No wallets for this algorithm' },
});

const valued = {
  title: defineMessage<{ readonly coin: string }>({
    id: 'wallets.card.title',
    defaultMessage: '{coin} wallet',
  }),
  editTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.dialog.title',
    defaultMessage: 'Edit the {coin} wallet',
  }),
  editLabel: defineMessage<{ readonly coin: string }>({
    id: 'wallets.edit.label',
    defaultMessage: 'Edit the {coin} wallet',
  }),
  editDescription: defineMessage<{ readonly hours: number }>({
    id: 'wallets.dialog.description',
    defaultMessage: 'A new address holds payouts for {hours} hours, so nobody can redirect them unnoticed.',
  }),
  addressHint: defineMessage<{ readonly coin: string; readonly starts: string }>({
    id: 'wallets.address.hint',
    defaultMessage: 'A {coin} address starting with {starts}.',
  }),
  thresholdHint: defineMessage<{ readonly min: string; readonly max: string; readonly coin: string }>({
    id: 'wallets.threshold.hint',
    defaultMessage: 'Paid out when your balance reaches it: from {min} to {max} {coin}.',
  }),
  limits: defineMessage<{ readonly min: string; readonly max: string }>({
    id: 'wallets.limits',
    defaultMessage: 'from {min} to {max}',
  }),
  prefix: defineMessage<{ readonly coin: string; readonly starts: string }>({
    id: 'wallets.error.prefix',
    defaultMessage: 'Not a {coin} address: it starts with {starts}.',
  }),
  checksum: defineMessage<{ readonly coin: string }>({
    id: 'wallets.error.checksum',
    defaultMessage:
      'Not a valid {coin} address: a character is wrong or missing (the checksum does not match).',
  }),
  refused: defineMessage<{ readonly coin: string }>({
    id: 'wallets.error.refused',
    defaultMessage: 'The pool does not accept this {coin} address; copy it again from your wallet.',
  }),
  range: defineMessage<{ readonly min: string; readonly max: string; readonly coin: string }>({
    id: 'wallets.error.range',
    defaultMessage: 'Enter an amount from {min} to {max} {coin}.',
  }),
  saveFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.error.save',
    defaultMessage: 'The wallet was not saved: {reason}',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.error.load',
    defaultMessage: 'The wallets could not be loaded: {reason}',
  }),
  confirmTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.confirm.title',
    defaultMessage: 'Change the {coin} payout address?',
  }),
  confirmBody: defineMessage<{ readonly hours: number }>({
    id: 'wallets.confirm.body',
    defaultMessage:
      'Payouts go to the new address below, and wait {hours} hours after the change. Check it character by character: a payout to a wrong address cannot be undone.',
  }),
  held: defineMessage<{ readonly until: string }>({
    id: 'wallets.held',
    defaultMessage: 'Payouts are held until {until} after the address change.',
  }),
  empty: defineMessage<{ readonly algorithm: string }>({
    id: 'wallets.empty.body',
    defaultMessage:
      'The {algorithm} algorithm has no payout coins yet; pick another algorithm at the top of the page.',
  }),
};

/** The cabinet's wallets page: per coin the payout address, threshold and pause, edited in a dialog. */
export function Wallets() {
  return (
    <article>
      <PageIntro route={walletsRoute} />
      <WalletsContent />
    </article>
  );
}

function WalletsContent() {
  const intl = useIntl();
  const { activeAlgorithm } = useAlgorithm();
  const wallets = useWallets(activeAlgorithm);
  if (wallets.isPending)
    return (
      <ul className={styles.cardGrid} aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton height={236} />
          </li>
        ))}
      </ul>
    );
  if (wallets.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="outline" onClick={() => void wallets.refetch()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...valued.loadFailed} values={{ reason: wallets.error.message }} />
      </Alert>
    );
  if (wallets.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(valued.empty, { algorithm: activeAlgorithm })}
      />
    );
  return (
    <ul className={styles.cardGrid} aria-busy="false">
      {wallets.data.items.map((wallet) => (
        <li key={wallet.coin}>
          <WalletCard wallet={wallet} />
        </li>
      ))}
    </ul>
  );
}

function WalletCard({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const format = useFormat();
  const { activeAlgorithm } = useAlgorithm();
  const update = useUpdateWallet(activeAlgorithm);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pauseError, setPauseError] = useState<string | null>(null);
  const coin = wallet.coin;
  const heldUntil = wallet.payoutsHeldUntil ? Date.parse(wallet.payoutsHeldUntil) : null;
  // A hold lasts days: the time the card first showed is close enough to tell a past one from a running one.
  const [shownAt] = useState(() => Date.now());

  const togglePause = async (paused: boolean) => {
    setPauseError(null);
    setNotice(null);
    try {
      await update.mutateAsync({ coin, update: { paused } });
      setNotice(intl.formatMessage(messages.saved));
    } catch (error) {
      setPauseError(intl.formatMessage(valued.saveFailed, { reason: (error as Error).message }));
    }
  };

  return (
    <Card
      as="section"
      title={intl.formatMessage(valued.title, { coin })}
      data-wallet={coin}
      actions={
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (next) setNotice(null);
          }}
        >
          <Dialog.Trigger asChild>
            <Button variant="outline" aria-label={intl.formatMessage(valued.editLabel, { coin })}>
              <FormattedMessage {...messages.edit} />
            </Button>
          </Dialog.Trigger>
          <Dialog.Content
            title={intl.formatMessage(valued.editTitle, { coin })}
            description={intl.formatMessage(valued.editDescription, { hours: addressHoldHours })}
            closeLabel={intl.formatMessage(messages.close)}
          >
            <WalletForm
              wallet={wallet}
              onSaved={() => {
                setOpen(false);
                setNotice(intl.formatMessage(messages.saved));
              }}
            />
          </Dialog.Content>
        </Dialog.Root>
      }
    >
      <div className={styles.stack}>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.address} />
          </dt>
          <dd className={`${styles.factValue} ${styles.secretInline}`} data-field="address">
            {wallet.address}
          </dd>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.threshold} />
          </dt>
          <dd className={styles.factValue} data-field="threshold">
            {format.cryptoAmount(asAmount(wallet.payoutThreshold), coin)}{' '}
            <span className={styles.factLabel}>
              (
              {intl.formatMessage(valued.limits, {
                min: format.cryptoAmount(asAmount(wallet.minPayout)),
                max: format.cryptoAmount(asAmount(wallet.maxPayout)),
              })}
              )
            </span>
          </dd>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.status} />
          </dt>
          <dd className={styles.factValue} data-field="status">
            <FormattedMessage {...(wallet.paused ? messages.paused : messages.active)} />
          </dd>
        </dl>
        {heldUntil !== null && heldUntil > shownAt && (
          <Callout tone="warning" data-testid={`held-${coin}`}>
            <FormattedMessage
              {...valued.held}
              values={{ until: format.date(heldUntil, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </Callout>
        )}
        <Switch
          label={intl.formatMessage(messages.pause)}
          hint={intl.formatMessage(messages.pauseHint)}
          checked={wallet.paused}
          disabled={update.isPending}
          onCheckedChange={(paused) => void togglePause(paused)}
          error={pauseError ?? undefined}
        />
        <p role="status" className={styles.status}>
          {notice}
        </p>
      </div>
    </Card>
  );
}

type Problems = { address?: string; threshold?: string };

function WalletForm({ wallet, onSaved }: { wallet: Wallet; onSaved: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const { activeAlgorithm } = useAlgorithm();
  const update = useUpdateWallet(activeAlgorithm);
  const coin = wallet.coin;
  const [address, setAddress] = useState(wallet.address);
  const [threshold, setThreshold] = useState(thresholdText(wallet.payoutThreshold));
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);
  const min = format.cryptoAmount(asAmount(wallet.minPayout));
  const max = format.cryptoAmount(asAmount(wallet.maxPayout));
  const starts = addressStarts(coin);

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

  const save = async () => {
    setFailure(null);
    const changesAddress = address.trim() !== wallet.address;
    try {
      await update.mutateAsync({
        coin,
        update: {
          ...(changesAddress ? { address: address.trim() } : {}),
          payoutThreshold: normalizeThreshold(threshold) ?? threshold,
        },
      });
      onSaved();
    } catch (error) {
      // A refusal of a field goes under that field, with what was typed kept.
      if (error instanceof ApiError && (error.fields.address || error.fields.payoutThreshold)) {
        showProblems({
          ...(error.fields.address ? { address: intl.formatMessage(valued.refused, { coin }) } : {}),
          ...(error.fields.payoutThreshold ? { threshold: thresholdMessage('range') } : {}),
        });
        return;
      }
      setStep('edit');
      setFailure(intl.formatMessage(valued.saveFailed, { reason: (error as Error).message }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const addressFault = await addressProblem(coin, address);
    setChecking(false);
    const thresholdFault = thresholdProblem(threshold, wallet.minPayout, wallet.maxPayout);
    const found: Problems = {
      ...(addressFault ? { address: addressMessage(addressFault) } : {}),
      ...(thresholdFault ? { threshold: thresholdMessage(thresholdFault) } : {}),
    };
    if (found.address || found.threshold) return showProblems(found);
    setProblems({});
    if (address.trim() !== wallet.address) setStep('confirm');
    else await save();
  };

  if (step === 'confirm')
    return (
      <div className={styles.form}>
        <h3 className={styles.legend}>
          <FormattedMessage {...valued.confirmTitle} values={{ coin }} />
        </h3>
        <p>
          <FormattedMessage {...valued.confirmBody} values={{ hours: addressHoldHours }} />
        </p>
        <p className={styles.secret} data-testid="new-address">
          {address.trim()}
        </p>
        <Dialog.Footer>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => setStep('edit')}
            disabled={update.isPending}
          >
            <FormattedMessage {...messages.back} />
          </Button>
          <Button loading={update.isPending} onClick={() => void save()} data-autofocus="">
            <FormattedMessage {...messages.confirmChange} />
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
        <Button type="submit" loading={checking || update.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
