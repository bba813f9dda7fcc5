import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { AlertEventPayload } from '../channels/events';
import { signedHeaders, webhookBody } from './format';
import { newSecret } from './store';

// The bodies an endpoint's format gets, and the headers every format gets.

const offline: AlertEventPayload = {
  type: 'worker.offline',
  timestamp: '2026-12-07T10:00:00.000Z',
  data: {
    subaccount: 'site-b',
    workerId: 'w1',
    workerName: 'rig-07',
    value: 16,
    threshold: 15,
    url: 'https://pool.example/ru/workers?subaccount=site-b',
  },
};

describe('webhook bodies', () => {
  it('send the event as it is to a standard endpoint', () => {
    expect(JSON.parse(webhookBody('standard', offline, 'ru'))).toEqual(offline);
  });

  it('write Slack and Discord messages in the account’s language, with the link', () => {
    const slack = JSON.parse(webhookBody('slack', offline, 'ru')) as { text: string; blocks: unknown[] };
    expect(slack.text).toContain('rig-07');
    expect(slack.text).toMatch(/[А-Яа-я]/);
    expect(slack.text).toContain('<https://pool.example/ru/workers?subaccount=site-b|Открыть Lode>');
    expect(slack.blocks).toHaveLength(3);
    const discord = JSON.parse(webhookBody('discord', offline, 'cn')) as {
      content: string;
      embeds: { title: string; url: string }[];
    };
    expect(discord.content).toContain('rig-07');
    expect(discord.content).toMatch(/[\u4e00-\u9fff]/);
    expect(discord.embeds[0]?.url).toBe(offline.data.url);
    const payout = webhookBody(
      'discord',
      {
        type: 'payout.sent',
        timestamp: offline.timestamp,
        data: { subaccount: 'main', coin: 'LTC', amount: '0.5', address: 'ltc1qxyz', txId: 'tx1', url: 'u' },
      },
      'en',
    );
    expect(JSON.parse(payout).content).toContain('0.5 LTC');
  });

  it('carry Standard Webhooks headers the library verifies', () => {
    const secret = newSecret();
    const body = webhookBody('standard', offline, 'en');
    const headers = signedHeaders(secret, 'al_1', body, new Date());
    expect(headers['webhook-id']).toBe('al_1');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(offline);
  });
});
