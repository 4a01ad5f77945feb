# Usage corpus of the package, written by sdkgen with each generation: every operation called
# with every argument, every exported name imported, every response field read.  `sdkgen diff
# --verify` type-checks it (pyright strict) against a newer generation.  Do not edit.
# pyright: strict
# pyright: reportDeprecated=false, reportUnusedImport=false, reportUnusedVariable=false
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal
from pydantic import Field

from sambanova_sdk import APIConnectionError
from sambanova_sdk import APIError
from sambanova_sdk import APIResponse
from sambanova_sdk import APIResponseValidationError
from sambanova_sdk import APIStatusError
from sambanova_sdk import APITimeoutError
from sambanova_sdk import AsyncAPIResponse
from sambanova_sdk import AsyncSambaNova
from sambanova_sdk import AsyncStream
from sambanova_sdk import AuthenticationError
from sambanova_sdk import BadRequestError
from sambanova_sdk import BaseModel
from sambanova_sdk import ConflictError
from sambanova_sdk import DEFAULT_BASE_URL
from sambanova_sdk import DEFAULT_MAX_RETRIES
from sambanova_sdk import DEFAULT_TIMEOUT
from sambanova_sdk import FileTypes
from sambanova_sdk import InternalServerError
from sambanova_sdk import NOT_GIVEN
from sambanova_sdk import NotFoundError
from sambanova_sdk import NotGiven
from sambanova_sdk import Omit
from sambanova_sdk import PermissionDeniedError
from sambanova_sdk import RateLimitError
from sambanova_sdk import ResponseTooLargeError
from sambanova_sdk import SambaNova
from sambanova_sdk import SambaNovaError
from sambanova_sdk import Stream
from sambanova_sdk import UnprocessableEntityError
from sambanova_sdk import __version__
from sambanova_sdk import types
# usage: ["sambanova_sdk.types.AssistantMessage"]
from sambanova_sdk.types import AssistantMessage
# usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
from sambanova_sdk.types import AssistantMessageParam
# usage: ["sambanova_sdk.types.AssistantToolCall"]
from sambanova_sdk.types import AssistantToolCall
# usage: ["sambanova_sdk.types.AssistantToolCallFunction"]
from sambanova_sdk.types import AssistantToolCallFunction
# usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
from sambanova_sdk.types import AssistantToolCallFunctionParam
# usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
from sambanova_sdk.types import AssistantToolCallParam
# usage: ["sambanova_sdk.types.AudioContent"]
from sambanova_sdk.types import AudioContent
# usage: ["sambanova_sdk.types.AudioContentAudioContent"]
from sambanova_sdk.types import AudioContentAudioContent
# usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
from sambanova_sdk.types import AudioContentAudioContentParam
# usage: ["sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
from sambanova_sdk.types import AudioContentParam
# usage: ["sambanova_sdk.types.ChatCompletionChoice"]
from sambanova_sdk.types import ChatCompletionChoice
# usage: ["sambanova_sdk.types.ChatCompletionChunkChoice"]
from sambanova_sdk.types import ChatCompletionChunkChoice
# usage: ["sambanova_sdk.types.ChatCompletionRequest"]
from sambanova_sdk.types import ChatCompletionRequest
# usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
from sambanova_sdk.types import ChatCompletionRequestChatTemplateKwargs
# usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
from sambanova_sdk.types import ChatCompletionRequestChatTemplateKwargsParam
# usage: ["sambanova_sdk.types.ChatCompletionRequestModel"]
from sambanova_sdk.types import ChatCompletionRequestModel
# usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
from sambanova_sdk.types import ChatCompletionRequestParam
# usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
from sambanova_sdk.types import ChatCompletionRequestStreamOptions
# usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
from sambanova_sdk.types import ChatCompletionRequestStreamOptionsParam
# usage: ["sambanova_sdk.types.ChatCompletionResponse"]
from sambanova_sdk.types import ChatCompletionResponse
# usage: ["sambanova_sdk.types.ChatCompletionStreamResponse"]
from sambanova_sdk.types import ChatCompletionStreamResponse
# usage: ["sambanova_sdk.types.CompletionChoice"]
from sambanova_sdk.types import CompletionChoice
# usage: ["sambanova_sdk.types.CompletionChunkChoice"]
from sambanova_sdk.types import CompletionChunkChoice
# usage: ["sambanova_sdk.types.CompletionRequest"]
from sambanova_sdk.types import CompletionRequest
# usage: ["sambanova_sdk.types.CompletionRequestModel"]
from sambanova_sdk.types import CompletionRequestModel
# usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
from sambanova_sdk.types import CompletionRequestParam
# usage: ["sambanova_sdk.types.CompletionRequestStreamOptions"]
from sambanova_sdk.types import CompletionRequestStreamOptions
# usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
from sambanova_sdk.types import CompletionRequestStreamOptionsParam
# usage: ["sambanova_sdk.types.CompletionResponse"]
from sambanova_sdk.types import CompletionResponse
# usage: ["sambanova_sdk.types.CompletionResponseDelta"]
from sambanova_sdk.types import CompletionResponseDelta
# usage: ["sambanova_sdk.types.CompletionResponseMessage"]
from sambanova_sdk.types import CompletionResponseMessage
# usage: ["sambanova_sdk.types.CompletionStreamResponse"]
from sambanova_sdk.types import CompletionStreamResponse
# usage: ["sambanova_sdk.types.Embedding"]
from sambanova_sdk.types import Embedding
# usage: ["sambanova_sdk.types.EmbeddingsRequest"]
from sambanova_sdk.types import EmbeddingsRequest
# usage: ["sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
from sambanova_sdk.types import EmbeddingsRequestParam
# usage: ["sambanova_sdk.types.EmbeddingsResponse"]
from sambanova_sdk.types import EmbeddingsResponse
# usage: ["sambanova_sdk.types.EnableThinking"]
from sambanova_sdk.types import EnableThinking
# usage: ["sambanova_sdk.types.FunctionObject"]
from sambanova_sdk.types import FunctionObject
# usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
from sambanova_sdk.types import FunctionObjectParam
# usage: ["sambanova_sdk.types.FunctionParameters"]
from sambanova_sdk.types import FunctionParameters
# usage: ["sambanova_sdk.types.FunctionParametersParam", "sambanova_sdk.types.FunctionParameters"]
from sambanova_sdk.types import FunctionParametersParam
# usage: ["sambanova_sdk.types.GeneralError"]
from sambanova_sdk.types import GeneralError
# usage: ["sambanova_sdk.types.GeneralErrorError"]
from sambanova_sdk.types import GeneralErrorError
# usage: ["sambanova_sdk.types.ImageContent"]
from sambanova_sdk.types import ImageContent
# usage: ["sambanova_sdk.types.ImageContentImageUrl"]
from sambanova_sdk.types import ImageContentImageUrl
# usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
from sambanova_sdk.types import ImageContentImageUrlParam
# usage: ["sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
from sambanova_sdk.types import ImageContentParam
# usage: ["sambanova_sdk.types.JSONSchema"]
from sambanova_sdk.types import JSONSchema
# usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
from sambanova_sdk.types import JSONSchemaParam
# usage: ["sambanova_sdk.types.LogProbs"]
from sambanova_sdk.types import LogProbs
# usage: ["sambanova_sdk.types.LogProbsContent"]
from sambanova_sdk.types import LogProbsContent
# usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
from sambanova_sdk.types import LogProbsContentParam
# usage: ["sambanova_sdk.types.Message"]
from sambanova_sdk.types import Message
# usage: ["sambanova_sdk.types.MessageCacheControl"]
from sambanova_sdk.types import MessageCacheControl
# usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
from sambanova_sdk.types import MessageCacheControlParam
# usage: ["sambanova_sdk.types.MessageContainer"]
from sambanova_sdk.types import MessageContainer
# usage: ["sambanova_sdk.types.MessageContentBlockDelta"]
from sambanova_sdk.types import MessageContentBlockDelta
# usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent"]
from sambanova_sdk.types import MessageContentBlockDeltaEvent
# usage: ["sambanova_sdk.types.MessageContentBlockInputJsonDelta"]
from sambanova_sdk.types import MessageContentBlockInputJsonDelta
# usage: ["sambanova_sdk.types.MessageContentBlockSignatureDelta"]
from sambanova_sdk.types import MessageContentBlockSignatureDelta
# usage: ["sambanova_sdk.types.MessageContentBlockStartEvent"]
from sambanova_sdk.types import MessageContentBlockStartEvent
# usage: ["sambanova_sdk.types.MessageContentBlockStopEvent"]
from sambanova_sdk.types import MessageContentBlockStopEvent
# usage: ["sambanova_sdk.types.MessageContentBlockTextDelta"]
from sambanova_sdk.types import MessageContentBlockTextDelta
# usage: ["sambanova_sdk.types.MessageContentBlockThinkingDelta"]
from sambanova_sdk.types import MessageContentBlockThinkingDelta
# usage: ["sambanova_sdk.types.MessageCountTokensRequest"]
from sambanova_sdk.types import MessageCountTokensRequest
# usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
from sambanova_sdk.types import MessageCountTokensRequestParam
# usage: ["sambanova_sdk.types.MessageCountTokensResponse"]
from sambanova_sdk.types import MessageCountTokensResponse
# usage: ["sambanova_sdk.types.MessageCreateRequest"]
from sambanova_sdk.types import MessageCreateRequest
# usage: ["sambanova_sdk.types.MessageCreateRequestModel"]
from sambanova_sdk.types import MessageCreateRequestModel
# usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
from sambanova_sdk.types import MessageCreateRequestParam
# usage: ["sambanova_sdk.types.MessageDeltaEvent"]
from sambanova_sdk.types import MessageDeltaEvent
# usage: ["sambanova_sdk.types.MessageDeltaEventDelta"]
from sambanova_sdk.types import MessageDeltaEventDelta
# usage: ["sambanova_sdk.types.MessageDeltaUsage"]
from sambanova_sdk.types import MessageDeltaUsage
# usage: ["sambanova_sdk.types.MessageError"]
from sambanova_sdk.types import MessageError
# usage: ["sambanova_sdk.types.MessageErrorResponse"]
from sambanova_sdk.types import MessageErrorResponse
# usage: ["sambanova_sdk.types.MessageErrorType"]
from sambanova_sdk.types import MessageErrorType
# usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputBashCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputBashCodeExecutionToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputCodeExecutionToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputContainerUploadBlock"]
from sambanova_sdk.types import MessageInputContainerUploadBlock
# usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
from sambanova_sdk.types import MessageInputContainerUploadBlockParam
# usage: ["sambanova_sdk.types.MessageInputContentBlock"]
from sambanova_sdk.types import MessageInputContentBlock
# usage: ["sambanova_sdk.types.MessageInputContentBlockParam", "sambanova_sdk.types.MessageInputContentBlock"]
from sambanova_sdk.types import MessageInputContentBlockParam
# usage: ["sambanova_sdk.types.MessageInputDocumentBlock"]
from sambanova_sdk.types import MessageInputDocumentBlock
# usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
from sambanova_sdk.types import MessageInputDocumentBlockParam
# usage: ["sambanova_sdk.types.MessageInputImageBlock"]
from sambanova_sdk.types import MessageInputImageBlock
# usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
from sambanova_sdk.types import MessageInputImageBlockParam
# usage: ["sambanova_sdk.types.MessageInputImageSourceBase64"]
from sambanova_sdk.types import MessageInputImageSourceBase64
# usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
from sambanova_sdk.types import MessageInputImageSourceBase64Param
# usage: ["sambanova_sdk.types.MessageInputImageSourceUrl"]
from sambanova_sdk.types import MessageInputImageSourceUrl
# usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
from sambanova_sdk.types import MessageInputImageSourceUrlParam
# usage: ["sambanova_sdk.types.MessageInputMessage"]
from sambanova_sdk.types import MessageInputMessage
# usage: ["sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
from sambanova_sdk.types import MessageInputMessageParam
# usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
from sambanova_sdk.types import MessageInputRedactedThinkingBlock
# usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
from sambanova_sdk.types import MessageInputRedactedThinkingBlockParam
# usage: ["sambanova_sdk.types.MessageInputSearchResultBlock"]
from sambanova_sdk.types import MessageInputSearchResultBlock
# usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
from sambanova_sdk.types import MessageInputSearchResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputServerToolUseBlock"]
from sambanova_sdk.types import MessageInputServerToolUseBlock
# usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
from sambanova_sdk.types import MessageInputServerToolUseBlockParam
# usage: ["sambanova_sdk.types.MessageInputTextBlock"]
from sambanova_sdk.types import MessageInputTextBlock
# usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
from sambanova_sdk.types import MessageInputTextBlockParam
# usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputTextEditorCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageInputTextEditorCodeExecutionToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputThinkingBlock"]
from sambanova_sdk.types import MessageInputThinkingBlock
# usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
from sambanova_sdk.types import MessageInputThinkingBlockParam
# usage: ["sambanova_sdk.types.MessageInputToolResultBlock"]
from sambanova_sdk.types import MessageInputToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
from sambanova_sdk.types import MessageInputToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputToolResultContent"]
from sambanova_sdk.types import MessageInputToolResultContent
# usage: ["sambanova_sdk.types.MessageInputToolResultContentParam", "sambanova_sdk.types.MessageInputToolResultContent"]
from sambanova_sdk.types import MessageInputToolResultContentParam
# usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
from sambanova_sdk.types import MessageInputToolSearchToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
from sambanova_sdk.types import MessageInputToolSearchToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputToolUseBlock"]
from sambanova_sdk.types import MessageInputToolUseBlock
# usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
from sambanova_sdk.types import MessageInputToolUseBlockParam
# usage: ["sambanova_sdk.types.MessageInputVideoBlock"]
from sambanova_sdk.types import MessageInputVideoBlock
# usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
from sambanova_sdk.types import MessageInputVideoBlockParam
# usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64"]
from sambanova_sdk.types import MessageInputVideoSourceBase64
# usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
from sambanova_sdk.types import MessageInputVideoSourceBase64Param
# usage: ["sambanova_sdk.types.MessageInputVideoSourceUrl"]
from sambanova_sdk.types import MessageInputVideoSourceUrl
# usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
from sambanova_sdk.types import MessageInputVideoSourceUrlParam
# usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
from sambanova_sdk.types import MessageInputWebFetchToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
from sambanova_sdk.types import MessageInputWebFetchToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
from sambanova_sdk.types import MessageInputWebSearchToolResultBlock
# usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
from sambanova_sdk.types import MessageInputWebSearchToolResultBlockParam
# usage: ["sambanova_sdk.types.MessageMetadata"]
from sambanova_sdk.types import MessageMetadata
# usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
from sambanova_sdk.types import MessageMetadataParam
# usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageOutputBashCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageOutputCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageOutputContainerUploadBlock"]
from sambanova_sdk.types import MessageOutputContainerUploadBlock
# usage: ["sambanova_sdk.types.MessageOutputContentBlock"]
from sambanova_sdk.types import MessageOutputContentBlock
# usage: ["sambanova_sdk.types.MessageOutputRedactedThinkingBlock"]
from sambanova_sdk.types import MessageOutputRedactedThinkingBlock
# usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock"]
from sambanova_sdk.types import MessageOutputServerToolUseBlock
# usage: ["sambanova_sdk.types.MessageOutputTextBlock"]
from sambanova_sdk.types import MessageOutputTextBlock
# usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
from sambanova_sdk.types import MessageOutputTextEditorCodeExecutionToolResultBlock
# usage: ["sambanova_sdk.types.MessageOutputThinkingBlock"]
from sambanova_sdk.types import MessageOutputThinkingBlock
# usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
from sambanova_sdk.types import MessageOutputToolSearchToolResultBlock
# usage: ["sambanova_sdk.types.MessageOutputToolUseBlock"]
from sambanova_sdk.types import MessageOutputToolUseBlock
# usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
from sambanova_sdk.types import MessageOutputWebFetchToolResultBlock
# usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
from sambanova_sdk.types import MessageOutputWebSearchToolResultBlock
# usage: ["sambanova_sdk.types.MessagePingEvent"]
from sambanova_sdk.types import MessagePingEvent
# usage: ["sambanova_sdk.types.MessageStartEvent"]
from sambanova_sdk.types import MessageStartEvent
# usage: ["sambanova_sdk.types.MessageStopDetails"]
from sambanova_sdk.types import MessageStopDetails
# usage: ["sambanova_sdk.types.MessageStopEvent"]
from sambanova_sdk.types import MessageStopEvent
# usage: ["sambanova_sdk.types.MessageStopReason"]
from sambanova_sdk.types import MessageStopReason
# usage: ["sambanova_sdk.types.MessageStreamErrorEvent"]
from sambanova_sdk.types import MessageStreamErrorEvent
# usage: ["sambanova_sdk.types.MessageStreamEvent"]
from sambanova_sdk.types import MessageStreamEvent
# usage: ["sambanova_sdk.types.MessageSystemPrompt"]
from sambanova_sdk.types import MessageSystemPrompt
# usage: ["sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt"]
from sambanova_sdk.types import MessageSystemPromptParam
# usage: ["sambanova_sdk.types.MessageSystemTextBlock"]
from sambanova_sdk.types import MessageSystemTextBlock
# usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
from sambanova_sdk.types import MessageSystemTextBlockParam
# usage: ["sambanova_sdk.types.MessageThinkingAdaptive"]
from sambanova_sdk.types import MessageThinkingAdaptive
# usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
from sambanova_sdk.types import MessageThinkingAdaptiveParam
# usage: ["sambanova_sdk.types.MessageThinkingConfig"]
from sambanova_sdk.types import MessageThinkingConfig
# usage: ["sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig"]
from sambanova_sdk.types import MessageThinkingConfigParam
# usage: ["sambanova_sdk.types.MessageThinkingDisabled"]
from sambanova_sdk.types import MessageThinkingDisabled
# usage: ["sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled"]
from sambanova_sdk.types import MessageThinkingDisabledParam
# usage: ["sambanova_sdk.types.MessageThinkingEnabled"]
from sambanova_sdk.types import MessageThinkingEnabled
# usage: ["sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
from sambanova_sdk.types import MessageThinkingEnabledParam
# usage: ["sambanova_sdk.types.MessageTool"]
from sambanova_sdk.types import MessageTool
# usage: ["sambanova_sdk.types.MessageToolChoice"]
from sambanova_sdk.types import MessageToolChoice
# usage: ["sambanova_sdk.types.MessageToolChoiceAny"]
from sambanova_sdk.types import MessageToolChoiceAny
# usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
from sambanova_sdk.types import MessageToolChoiceAnyParam
# usage: ["sambanova_sdk.types.MessageToolChoiceAuto"]
from sambanova_sdk.types import MessageToolChoiceAuto
# usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
from sambanova_sdk.types import MessageToolChoiceAutoParam
# usage: ["sambanova_sdk.types.MessageToolChoiceNone"]
from sambanova_sdk.types import MessageToolChoiceNone
# usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone"]
from sambanova_sdk.types import MessageToolChoiceNoneParam
# usage: ["sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice"]
from sambanova_sdk.types import MessageToolChoiceParam
# usage: ["sambanova_sdk.types.MessageToolChoiceTool"]
from sambanova_sdk.types import MessageToolChoiceTool
# usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
from sambanova_sdk.types import MessageToolChoiceToolParam
# usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
from sambanova_sdk.types import MessageToolParam
# usage: ["sambanova_sdk.types.MessageUsage"]
from sambanova_sdk.types import MessageUsage
# usage: ["sambanova_sdk.types.ModelMetadata"]
from sambanova_sdk.types import ModelMetadata
# usage: ["sambanova_sdk.types.ModelMetadataList"]
from sambanova_sdk.types import ModelMetadataList
# usage: ["sambanova_sdk.types.ModelMetadataPricing"]
from sambanova_sdk.types import ModelMetadataPricing
# usage: ["sambanova_sdk.types.ResponseAnnotation"]
from sambanova_sdk.types import ResponseAnnotation
# usage: ["sambanova_sdk.types.ResponseAnnotationParam", "sambanova_sdk.types.ResponseAnnotation"]
from sambanova_sdk.types import ResponseAnnotationParam
# usage: ["sambanova_sdk.types.ResponseAudioContent"]
from sambanova_sdk.types import ResponseAudioContent
# usage: ["sambanova_sdk.types.ResponseAudioContentInputAudio"]
from sambanova_sdk.types import ResponseAudioContentInputAudio
# usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
from sambanova_sdk.types import ResponseAudioContentInputAudioParam
# usage: ["sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
from sambanova_sdk.types import ResponseAudioContentParam
# usage: ["sambanova_sdk.types.ResponseCompletedEvent"]
from sambanova_sdk.types import ResponseCompletedEvent
# usage: ["sambanova_sdk.types.ResponseContent"]
from sambanova_sdk.types import ResponseContent
# usage: ["sambanova_sdk.types.ResponseContentParam", "sambanova_sdk.types.ResponseContent"]
from sambanova_sdk.types import ResponseContentParam
# usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent"]
from sambanova_sdk.types import ResponseContentPartAddedEvent
# usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent"]
from sambanova_sdk.types import ResponseContentPartDoneEvent
# usage: ["sambanova_sdk.types.ResponseCreatedEvent"]
from sambanova_sdk.types import ResponseCreatedEvent
# usage: ["sambanova_sdk.types.ResponseFileCitation"]
from sambanova_sdk.types import ResponseFileCitation
# usage: ["sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
from sambanova_sdk.types import ResponseFileCitationParam
# usage: ["sambanova_sdk.types.ResponseFormatConfiguration"]
from sambanova_sdk.types import ResponseFormatConfiguration
# usage: ["sambanova_sdk.types.ResponseFormatConfigurationParam", "sambanova_sdk.types.ResponseFormatConfiguration"]
from sambanova_sdk.types import ResponseFormatConfigurationParam
# usage: ["sambanova_sdk.types.ResponseFormatJSONObject"]
from sambanova_sdk.types import ResponseFormatJSONObject
# usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject"]
from sambanova_sdk.types import ResponseFormatJSONObjectParam
# usage: ["sambanova_sdk.types.ResponseFormatJSONSchema"]
from sambanova_sdk.types import ResponseFormatJSONSchema
# usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
from sambanova_sdk.types import ResponseFormatJSONSchemaParam
# usage: ["sambanova_sdk.types.ResponseFormatText"]
from sambanova_sdk.types import ResponseFormatText
# usage: ["sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
from sambanova_sdk.types import ResponseFormatTextParam
# usage: ["sambanova_sdk.types.ResponseFunctionCall"]
from sambanova_sdk.types import ResponseFunctionCall
# usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
from sambanova_sdk.types import ResponseFunctionCallArgumentsDeltaEvent
# usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
from sambanova_sdk.types import ResponseFunctionCallArgumentsDoneEvent
# usage: ["sambanova_sdk.types.ResponseFunctionCallOutput"]
from sambanova_sdk.types import ResponseFunctionCallOutput
# usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
from sambanova_sdk.types import ResponseFunctionCallOutputParam
# usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
from sambanova_sdk.types import ResponseFunctionCallParam
# usage: ["sambanova_sdk.types.ResponseImageContent"]
from sambanova_sdk.types import ResponseImageContent
# usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
from sambanova_sdk.types import ResponseImageContentParam
# usage: ["sambanova_sdk.types.ResponseInProgressEvent"]
from sambanova_sdk.types import ResponseInProgressEvent
# usage: ["sambanova_sdk.types.ResponseInputItem"]
from sambanova_sdk.types import ResponseInputItem
# usage: ["sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem"]
from sambanova_sdk.types import ResponseInputItemParam
# usage: ["sambanova_sdk.types.ResponseMessage"]
from sambanova_sdk.types import ResponseMessage
# usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
from sambanova_sdk.types import ResponseMessageParam
# usage: ["sambanova_sdk.types.ResponseNamedToolChoice"]
from sambanova_sdk.types import ResponseNamedToolChoice
# usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
from sambanova_sdk.types import ResponseNamedToolChoiceParam
# usage: ["sambanova_sdk.types.ResponseOutputItem"]
from sambanova_sdk.types import ResponseOutputItem
# usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent"]
from sambanova_sdk.types import ResponseOutputItemAddedEvent
# usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent"]
from sambanova_sdk.types import ResponseOutputItemDoneEvent
# usage: ["sambanova_sdk.types.ResponseOutputReasoning"]
from sambanova_sdk.types import ResponseOutputReasoning
# usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
from sambanova_sdk.types import ResponseOutputReasoningParam
# usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
from sambanova_sdk.types import ResponseOutputTextDeltaEvent
# usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent"]
from sambanova_sdk.types import ResponseOutputTextDoneEvent
# usage: ["sambanova_sdk.types.ResponseReasoningContent"]
from sambanova_sdk.types import ResponseReasoningContent
# usage: ["sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
from sambanova_sdk.types import ResponseReasoningContentParam
# usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
from sambanova_sdk.types import ResponseReasoningTextDeltaEvent
# usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
from sambanova_sdk.types import ResponseReasoningTextDoneEvent
# usage: ["sambanova_sdk.types.ResponseRequest"]
from sambanova_sdk.types import ResponseRequest
# usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
from sambanova_sdk.types import ResponseRequestParam
# usage: ["sambanova_sdk.types.ResponseRequestReasoning"]
from sambanova_sdk.types import ResponseRequestReasoning
# usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
from sambanova_sdk.types import ResponseRequestReasoningParam
# usage: ["sambanova_sdk.types.ResponseRequestText"]
from sambanova_sdk.types import ResponseRequestText
# usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
from sambanova_sdk.types import ResponseRequestTextParam
# usage: ["sambanova_sdk.types.ResponseResponse"]
from sambanova_sdk.types import ResponseResponse
# usage: ["sambanova_sdk.types.ResponseResponseError"]
from sambanova_sdk.types import ResponseResponseError
# usage: ["sambanova_sdk.types.ResponseResponseIncompleteDetails"]
from sambanova_sdk.types import ResponseResponseIncompleteDetails
# usage: ["sambanova_sdk.types.ResponseResponseReasoning"]
from sambanova_sdk.types import ResponseResponseReasoning
# usage: ["sambanova_sdk.types.ResponseResponseText"]
from sambanova_sdk.types import ResponseResponseText
# usage: ["sambanova_sdk.types.ResponseStreamContentPart"]
from sambanova_sdk.types import ResponseStreamContentPart
# usage: ["sambanova_sdk.types.ResponseStreamEvent"]
from sambanova_sdk.types import ResponseStreamEvent
# usage: ["sambanova_sdk.types.ResponseTextContent"]
from sambanova_sdk.types import ResponseTextContent
# usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
from sambanova_sdk.types import ResponseTextContentParam
# usage: ["sambanova_sdk.types.ResponseTextFormatJSONObject"]
from sambanova_sdk.types import ResponseTextFormatJSONObject
# usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
from sambanova_sdk.types import ResponseTextFormatJSONObjectParam
# usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema"]
from sambanova_sdk.types import ResponseTextFormatJSONSchema
# usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
from sambanova_sdk.types import ResponseTextFormatJSONSchemaParam
# usage: ["sambanova_sdk.types.ResponseTextFormatText"]
from sambanova_sdk.types import ResponseTextFormatText
# usage: ["sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
from sambanova_sdk.types import ResponseTextFormatTextParam
# usage: ["sambanova_sdk.types.ResponseTool"]
from sambanova_sdk.types import ResponseTool
# usage: ["sambanova_sdk.types.ResponseToolChoiceOption"]
from sambanova_sdk.types import ResponseToolChoiceOption
# usage: ["sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption"]
from sambanova_sdk.types import ResponseToolChoiceOptionParam
# usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
from sambanova_sdk.types import ResponseToolParam
# usage: ["sambanova_sdk.types.ResponseUrlCitation"]
from sambanova_sdk.types import ResponseUrlCitation
# usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
from sambanova_sdk.types import ResponseUrlCitationParam
# usage: ["sambanova_sdk.types.ResponseUsage"]
from sambanova_sdk.types import ResponseUsage
# usage: ["sambanova_sdk.types.ResponseUsageInputTokensDetails"]
from sambanova_sdk.types import ResponseUsageInputTokensDetails
# usage: ["sambanova_sdk.types.ResponseUsageOutputTokensDetails"]
from sambanova_sdk.types import ResponseUsageOutputTokensDetails
# usage: ["sambanova_sdk.types.ResponseVideoContent"]
from sambanova_sdk.types import ResponseVideoContent
# usage: ["sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
from sambanova_sdk.types import ResponseVideoContentParam
# usage: ["sambanova_sdk.types.SimpleError"]
from sambanova_sdk.types import SimpleError
# usage: ["sambanova_sdk.types.SystemMessage"]
from sambanova_sdk.types import SystemMessage
# usage: ["sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
from sambanova_sdk.types import SystemMessageParam
# usage: ["sambanova_sdk.types.TextContent"]
from sambanova_sdk.types import TextContent
# usage: ["sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
from sambanova_sdk.types import TextContentParam
# usage: ["sambanova_sdk.types.Tool"]
from sambanova_sdk.types import Tool
# usage: ["sambanova_sdk.types.ToolChoiceObject"]
from sambanova_sdk.types import ToolChoiceObject
# usage: ["sambanova_sdk.types.ToolChoiceObjectFunction"]
from sambanova_sdk.types import ToolChoiceObjectFunction
# usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
from sambanova_sdk.types import ToolChoiceObjectFunctionParam
# usage: ["sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
from sambanova_sdk.types import ToolChoiceObjectParam
# usage: ["sambanova_sdk.types.ToolMessage"]
from sambanova_sdk.types import ToolMessage
# usage: ["sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
from sambanova_sdk.types import ToolMessageParam
# usage: ["sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
from sambanova_sdk.types import ToolParam
# usage: ["sambanova_sdk.types.TopLogProbs"]
from sambanova_sdk.types import TopLogProbs
# usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
from sambanova_sdk.types import TopLogProbsParam
# usage: ["sambanova_sdk.types.TranscriptionRequest"]
from sambanova_sdk.types import TranscriptionRequest
# usage: ["sambanova_sdk.types.TranscriptionRequestLanguage"]
from sambanova_sdk.types import TranscriptionRequestLanguage
# usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
from sambanova_sdk.types import TranscriptionRequestParam
# usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptions"]
from sambanova_sdk.types import TranscriptionRequestStreamOptions
# usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
from sambanova_sdk.types import TranscriptionRequestStreamOptionsParam
# usage: ["sambanova_sdk.types.TranscriptionResponse"]
from sambanova_sdk.types import TranscriptionResponse
# usage: ["sambanova_sdk.types.TranscriptionStreamResponse"]
from sambanova_sdk.types import TranscriptionStreamResponse
# usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
from sambanova_sdk.types import TranscriptionTranslationChunkChoice
# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
from sambanova_sdk.types import TranscriptionTranslationRequestProperties
# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesLanguage"]
from sambanova_sdk.types import TranscriptionTranslationRequestPropertiesLanguage
# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions"]
from sambanova_sdk.types import TranscriptionTranslationRequestPropertiesStreamOptions
# usage: ["sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
from sambanova_sdk.types import TranscriptionTranslationResponseDelta
# usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
from sambanova_sdk.types import TranscriptionTranslationResponseProperties
# usage: ["sambanova_sdk.types.TranslationRequest"]
from sambanova_sdk.types import TranslationRequest
# usage: ["sambanova_sdk.types.TranslationRequestLanguage"]
from sambanova_sdk.types import TranslationRequestLanguage
# usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
from sambanova_sdk.types import TranslationRequestParam
# usage: ["sambanova_sdk.types.TranslationRequestStreamOptions"]
from sambanova_sdk.types import TranslationRequestStreamOptions
# usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
from sambanova_sdk.types import TranslationRequestStreamOptionsParam
# usage: ["sambanova_sdk.types.TranslationResponse"]
from sambanova_sdk.types import TranslationResponse
# usage: ["sambanova_sdk.types.TranslationStreamResponse"]
from sambanova_sdk.types import TranslationStreamResponse
# usage: ["sambanova_sdk.types.Usage"]
from sambanova_sdk.types import Usage
# usage: ["sambanova_sdk.types.UsageCompletionTokensDetails"]
from sambanova_sdk.types import UsageCompletionTokensDetails
# usage: ["sambanova_sdk.types.UsagePromptTokensDetails"]
from sambanova_sdk.types import UsagePromptTokensDetails
# usage: ["sambanova_sdk.types.UserMessage"]
from sambanova_sdk.types import UserMessage
# usage: ["sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
from sambanova_sdk.types import UserMessageParam
# usage: ["sambanova_sdk.types.VideoContent"]
from sambanova_sdk.types import VideoContent
# usage: ["sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
from sambanova_sdk.types import VideoContentParam
# usage: ["sambanova_sdk.types.VideoContentVideoUrl"]
from sambanova_sdk.types import VideoContentVideoUrl
# usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
from sambanova_sdk.types import VideoContentVideoUrlParam


def make_client(
    # usage: ["sambanova_sdk.SambaNova(api_key=...)"]
    c_api_key: str,
) -> SambaNova:
    # usage: ["sambanova_sdk.SambaNova(*"]
    return SambaNova(
        # usage: ["sambanova_sdk.SambaNova(api_key=...)"]
        api_key=c_api_key,
    )


# usage: ["client.audio.transcriptions.create()"]
def call_audio_transcriptions_create(
    client: SambaNova,
    # usage: ["client.audio.transcriptions.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "client.audio.transcriptions.create()"]
    a_model: str | Literal["Whisper-Large-v3"],
    # usage: ["client.audio.transcriptions.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "client.audio.transcriptions.create()"]
    a_file: FileTypes,
    # usage: ["client.audio.transcriptions.create(prompt=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "client.audio.transcriptions.create()"]
    a_prompt: str | None | NotGiven,
    # usage: ["client.audio.transcriptions.create(language=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "client.audio.transcriptions.create()", "sambanova_sdk.types.TranscriptionRequestLanguage"]
    a_language: TranscriptionRequestLanguage | None | NotGiven,
    # usage: ["client.audio.transcriptions.create(response_format=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "client.audio.transcriptions.create()"]
    a_response_format: Literal["json", "text"] | NotGiven,
    # usage: ["client.audio.transcriptions.create(stream_options=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options", "client.audio.transcriptions.create()", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
    a_stream_options: TranscriptionRequestStreamOptionsParam | None | NotGiven,
) -> None:
    # usage: ["client.audio.transcriptions.create()", "client.audio.transcriptions.create(*", "sambanova_sdk.types.TranscriptionResponse"]
    returned: TranscriptionResponse | str = client.audio.transcriptions.create(
        # usage: ["client.audio.transcriptions.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "client.audio.transcriptions.create()"]
        model=a_model,
        # usage: ["client.audio.transcriptions.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "client.audio.transcriptions.create()"]
        file=a_file,
        # usage: ["client.audio.transcriptions.create(prompt=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "client.audio.transcriptions.create()"]
        prompt=a_prompt,
        # usage: ["client.audio.transcriptions.create(language=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "client.audio.transcriptions.create()"]
        language=a_language,
        # usage: ["client.audio.transcriptions.create(response_format=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "client.audio.transcriptions.create()"]
        response_format=a_response_format,
        # usage: ["client.audio.transcriptions.create(stream_options=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options", "client.audio.transcriptions.create()"]
        stream_options=a_stream_options,
    )
    # usage: ["client.audio.transcriptions.create()", "client.audio.transcriptions.create(*", "sambanova_sdk.types.TranscriptionResponse"]
    minimal: TranscriptionResponse | str = client.audio.transcriptions.create(
        # usage: ["client.audio.transcriptions.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "client.audio.transcriptions.create()"]
        model=a_model,
        # usage: ["client.audio.transcriptions.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "client.audio.transcriptions.create()"]
        file=a_file,
    )
    # usage: ["client.audio.transcriptions.create()", "client.audio.transcriptions.create(*", "sambanova_sdk.types.TranscriptionResponse"]
    stream = client.audio.transcriptions.create(
        # usage: ["client.audio.transcriptions.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "client.audio.transcriptions.create()"]
        model=a_model,
        # usage: ["client.audio.transcriptions.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "client.audio.transcriptions.create()"]
        file=a_file,
        # usage: ["client.audio.transcriptions.create(stream=True)", "client.audio.transcriptions.create()"]
        stream=True,
    )
    # usage: ["client.audio.transcriptions.create(stream=True)", "client.audio.transcriptions.create()", "client.audio.transcriptions.create(*", "sambanova_sdk.types.TranscriptionStreamResponse"]
    for event in stream:
        # usage: ["client.audio.transcriptions.create(stream=True)", "client.audio.transcriptions.create()", "client.audio.transcriptions.create(*", "sambanova_sdk.types.TranscriptionStreamResponse"]
        chunk: TranscriptionStreamResponse = event
        print(chunk)


# usage: ["client.audio.translations.create()"]
def call_audio_translations_create(
    client: SambaNova,
    # usage: ["client.audio.translations.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "client.audio.translations.create()"]
    a_model: str | Literal["Whisper-Large-v3"],
    # usage: ["client.audio.translations.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "client.audio.translations.create()"]
    a_file: FileTypes,
    # usage: ["client.audio.translations.create(prompt=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "client.audio.translations.create()"]
    a_prompt: str | None | NotGiven,
    # usage: ["client.audio.translations.create(language=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "client.audio.translations.create()", "sambanova_sdk.types.TranslationRequestLanguage"]
    a_language: TranslationRequestLanguage | None | NotGiven,
    # usage: ["client.audio.translations.create(response_format=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "client.audio.translations.create()"]
    a_response_format: Literal["json", "text"] | NotGiven,
    # usage: ["client.audio.translations.create(stream_options=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options", "client.audio.translations.create()", "sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
    a_stream_options: TranslationRequestStreamOptionsParam | None | NotGiven,
) -> None:
    # usage: ["client.audio.translations.create()", "client.audio.translations.create(*", "sambanova_sdk.types.TranslationResponse"]
    returned: TranslationResponse | str = client.audio.translations.create(
        # usage: ["client.audio.translations.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "client.audio.translations.create()"]
        model=a_model,
        # usage: ["client.audio.translations.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "client.audio.translations.create()"]
        file=a_file,
        # usage: ["client.audio.translations.create(prompt=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "client.audio.translations.create()"]
        prompt=a_prompt,
        # usage: ["client.audio.translations.create(language=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "client.audio.translations.create()"]
        language=a_language,
        # usage: ["client.audio.translations.create(response_format=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "client.audio.translations.create()"]
        response_format=a_response_format,
        # usage: ["client.audio.translations.create(stream_options=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options", "client.audio.translations.create()"]
        stream_options=a_stream_options,
    )
    # usage: ["client.audio.translations.create()", "client.audio.translations.create(*", "sambanova_sdk.types.TranslationResponse"]
    minimal: TranslationResponse | str = client.audio.translations.create(
        # usage: ["client.audio.translations.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "client.audio.translations.create()"]
        model=a_model,
        # usage: ["client.audio.translations.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "client.audio.translations.create()"]
        file=a_file,
    )
    # usage: ["client.audio.translations.create()", "client.audio.translations.create(*", "sambanova_sdk.types.TranslationResponse"]
    stream = client.audio.translations.create(
        # usage: ["client.audio.translations.create(model=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "client.audio.translations.create()"]
        model=a_model,
        # usage: ["client.audio.translations.create(file=...)", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "client.audio.translations.create()"]
        file=a_file,
        # usage: ["client.audio.translations.create(stream=True)", "client.audio.translations.create()"]
        stream=True,
    )
    # usage: ["client.audio.translations.create(stream=True)", "client.audio.translations.create()", "client.audio.translations.create(*", "sambanova_sdk.types.TranslationStreamResponse"]
    for event in stream:
        # usage: ["client.audio.translations.create(stream=True)", "client.audio.translations.create()", "client.audio.translations.create(*", "sambanova_sdk.types.TranslationStreamResponse"]
        chunk: TranslationStreamResponse = event
        print(chunk)


# usage: ["client.chat.completions.create()"]
def call_chat_completions_create(
    client: SambaNova,
    # usage: ["client.chat.completions.create(model=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "client.chat.completions.create()", "sambanova_sdk.types.ChatCompletionRequestModel"]
    a_model: str | ChatCompletionRequestModel,
    # usage: ["client.chat.completions.create(messages=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "client.chat.completions.create()", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
    a_messages: Iterable[SystemMessageParam | UserMessageParam | AssistantMessageParam | ToolMessageParam],
    # usage: ["client.chat.completions.create(max_tokens=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "client.chat.completions.create()"]
    a_max_tokens: int | None | NotGiven,
    # usage: ["client.chat.completions.create(max_completion_tokens=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "client.chat.completions.create()"]
    a_max_completion_tokens: int | None | NotGiven,
    # usage: ["client.chat.completions.create(temperature=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "client.chat.completions.create()"]
    a_temperature: float | None | NotGiven,
    # usage: ["client.chat.completions.create(top_p=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "client.chat.completions.create()"]
    a_top_p: float | None | NotGiven,
    # usage: ["client.chat.completions.create(top_k=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "client.chat.completions.create()"]
    a_top_k: int | None | NotGiven,
    # usage: ["client.chat.completions.create(presence_penalty=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "client.chat.completions.create()"]
    a_presence_penalty: float | None | NotGiven,
    # usage: ["client.chat.completions.create(frequency_penalty=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "client.chat.completions.create()"]
    a_frequency_penalty: float | NotGiven,
    # usage: ["client.chat.completions.create(do_sample=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "client.chat.completions.create()"]
    a_do_sample: bool | None | NotGiven,
    # usage: ["client.chat.completions.create(stop=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "client.chat.completions.create()"]
    a_stop: str | Iterable[str] | None | NotGiven,
    # usage: ["client.chat.completions.create(stream_options=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "client.chat.completions.create()", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
    a_stream_options: ChatCompletionRequestStreamOptionsParam | None | NotGiven,
    # usage: ["client.chat.completions.create(response_format=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "client.chat.completions.create()", "sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema", "sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
    a_response_format: ResponseFormatJSONSchemaParam | ResponseFormatJSONObjectParam | ResponseFormatTextParam | None | NotGiven,
    # usage: ["client.chat.completions.create(reasoning_effort=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "client.chat.completions.create()"]
    a_reasoning_effort: Literal["low", "medium", "high"] | None | NotGiven,
    # usage: ["client.chat.completions.create(tool_choice=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "client.chat.completions.create()", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
    a_tool_choice: Literal["none", "auto", "required"] | ToolChoiceObjectParam | None | NotGiven,
    # usage: ["client.chat.completions.create(parallel_tool_calls=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "client.chat.completions.create()"]
    a_parallel_tool_calls: bool | None | NotGiven,
    # usage: ["client.chat.completions.create(tools=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "client.chat.completions.create()", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
    a_tools: Iterable[ToolParam] | None | NotGiven,
    # usage: ["client.chat.completions.create(chat_template_kwargs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "client.chat.completions.create()", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
    a_chat_template_kwargs: ChatCompletionRequestChatTemplateKwargsParam | None | NotGiven,
    # usage: ["client.chat.completions.create(logprobs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "client.chat.completions.create()"]
    a_logprobs: bool | None | NotGiven,
    # usage: ["client.chat.completions.create(top_logprobs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "client.chat.completions.create()"]
    a_top_logprobs: int | None | NotGiven,
    # usage: ["client.chat.completions.create(n=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "client.chat.completions.create()"]
    a_n: int | None | NotGiven,
    # usage: ["client.chat.completions.create(logit_bias=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "client.chat.completions.create()"]
    a_logit_bias: Mapping[str, object] | None | NotGiven,
    # usage: ["client.chat.completions.create(seed=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed", "client.chat.completions.create()"]
    a_seed: int | None | NotGiven,
) -> None:
    # usage: ["client.chat.completions.create()", "client.chat.completions.create(*", "sambanova_sdk.types.ChatCompletionResponse"]
    returned: ChatCompletionResponse = client.chat.completions.create(
        # usage: ["client.chat.completions.create(model=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "client.chat.completions.create()"]
        model=a_model,
        # usage: ["client.chat.completions.create(messages=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "client.chat.completions.create()"]
        messages=a_messages,
        # usage: ["client.chat.completions.create(max_tokens=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "client.chat.completions.create()"]
        max_tokens=a_max_tokens,
        # usage: ["client.chat.completions.create(max_completion_tokens=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "client.chat.completions.create()"]
        max_completion_tokens=a_max_completion_tokens,
        # usage: ["client.chat.completions.create(temperature=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "client.chat.completions.create()"]
        temperature=a_temperature,
        # usage: ["client.chat.completions.create(top_p=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "client.chat.completions.create()"]
        top_p=a_top_p,
        # usage: ["client.chat.completions.create(top_k=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "client.chat.completions.create()"]
        top_k=a_top_k,
        # usage: ["client.chat.completions.create(presence_penalty=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "client.chat.completions.create()"]
        presence_penalty=a_presence_penalty,
        # usage: ["client.chat.completions.create(frequency_penalty=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "client.chat.completions.create()"]
        frequency_penalty=a_frequency_penalty,
        # usage: ["client.chat.completions.create(do_sample=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "client.chat.completions.create()"]
        do_sample=a_do_sample,
        # usage: ["client.chat.completions.create(stop=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "client.chat.completions.create()"]
        stop=a_stop,
        # usage: ["client.chat.completions.create(stream_options=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "client.chat.completions.create()"]
        stream_options=a_stream_options,
        # usage: ["client.chat.completions.create(response_format=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "client.chat.completions.create()"]
        response_format=a_response_format,
        # usage: ["client.chat.completions.create(reasoning_effort=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "client.chat.completions.create()"]
        reasoning_effort=a_reasoning_effort,
        # usage: ["client.chat.completions.create(tool_choice=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "client.chat.completions.create()"]
        tool_choice=a_tool_choice,
        # usage: ["client.chat.completions.create(parallel_tool_calls=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "client.chat.completions.create()"]
        parallel_tool_calls=a_parallel_tool_calls,
        # usage: ["client.chat.completions.create(tools=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "client.chat.completions.create()"]
        tools=a_tools,
        # usage: ["client.chat.completions.create(chat_template_kwargs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "client.chat.completions.create()"]
        chat_template_kwargs=a_chat_template_kwargs,
        # usage: ["client.chat.completions.create(logprobs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "client.chat.completions.create()"]
        logprobs=a_logprobs,
        # usage: ["client.chat.completions.create(top_logprobs=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "client.chat.completions.create()"]
        top_logprobs=a_top_logprobs,
        # usage: ["client.chat.completions.create(n=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "client.chat.completions.create()"]
        n=a_n,
        # usage: ["client.chat.completions.create(logit_bias=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "client.chat.completions.create()"]
        logit_bias=a_logit_bias,
        # usage: ["client.chat.completions.create(seed=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed", "client.chat.completions.create()"]
        seed=a_seed,
    )
    # usage: ["client.chat.completions.create()", "client.chat.completions.create(*", "sambanova_sdk.types.ChatCompletionResponse"]
    minimal: ChatCompletionResponse = client.chat.completions.create(
        # usage: ["client.chat.completions.create(model=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "client.chat.completions.create()"]
        model=a_model,
        # usage: ["client.chat.completions.create(messages=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "client.chat.completions.create()"]
        messages=a_messages,
    )
    # usage: ["client.chat.completions.create()", "client.chat.completions.create(*", "sambanova_sdk.types.ChatCompletionResponse"]
    stream = client.chat.completions.create(
        # usage: ["client.chat.completions.create(model=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "client.chat.completions.create()"]
        model=a_model,
        # usage: ["client.chat.completions.create(messages=...)", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "client.chat.completions.create()"]
        messages=a_messages,
        # usage: ["client.chat.completions.create(stream=True)", "client.chat.completions.create()"]
        stream=True,
    )
    # usage: ["client.chat.completions.create(stream=True)", "client.chat.completions.create()", "client.chat.completions.create(*", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    for event in stream:
        # usage: ["client.chat.completions.create(stream=True)", "client.chat.completions.create()", "client.chat.completions.create(*", "sambanova_sdk.types.ChatCompletionStreamResponse"]
        chunk: ChatCompletionStreamResponse = event
        print(chunk)


# usage: ["client.completions.create()"]
def call_completions_create(
    client: SambaNova,
    # usage: ["client.completions.create(model=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "client.completions.create()", "sambanova_sdk.types.CompletionRequestModel"]
    a_model: str | CompletionRequestModel,
    # usage: ["client.completions.create(prompt=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "client.completions.create()"]
    a_prompt: str,
    # usage: ["client.completions.create(max_tokens=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "client.completions.create()"]
    a_max_tokens: int | None | NotGiven,
    # usage: ["client.completions.create(max_completion_tokens=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "client.completions.create()"]
    a_max_completion_tokens: int | None | NotGiven,
    # usage: ["client.completions.create(temperature=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "client.completions.create()"]
    a_temperature: float | None | NotGiven,
    # usage: ["client.completions.create(top_p=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "client.completions.create()"]
    a_top_p: float | None | NotGiven,
    # usage: ["client.completions.create(top_k=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "client.completions.create()"]
    a_top_k: int | None | NotGiven,
    # usage: ["client.completions.create(presence_penalty=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "client.completions.create()"]
    a_presence_penalty: float | None | NotGiven,
    # usage: ["client.completions.create(frequency_penalty=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "client.completions.create()"]
    a_frequency_penalty: float | NotGiven,
    # usage: ["client.completions.create(do_sample=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "client.completions.create()"]
    a_do_sample: bool | None | NotGiven,
    # usage: ["client.completions.create(stop=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "client.completions.create()"]
    a_stop: str | Iterable[str] | None | NotGiven,
    # usage: ["client.completions.create(stream_options=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "client.completions.create()", "sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
    a_stream_options: CompletionRequestStreamOptionsParam | None | NotGiven,
    # usage: ["client.completions.create(logprobs=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "client.completions.create()"]
    a_logprobs: bool | None | NotGiven,
    # usage: ["client.completions.create(top_logprobs=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "client.completions.create()"]
    a_top_logprobs: int | None | NotGiven,
    # usage: ["client.completions.create(n=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "client.completions.create()"]
    a_n: int | None | NotGiven,
    # usage: ["client.completions.create(logit_bias=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "client.completions.create()"]
    a_logit_bias: Mapping[str, object] | None | NotGiven,
    # usage: ["client.completions.create(seed=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed", "client.completions.create()"]
    a_seed: int | None | NotGiven,
) -> None:
    # usage: ["client.completions.create()", "client.completions.create(*", "sambanova_sdk.types.CompletionResponse"]
    returned: CompletionResponse = client.completions.create(
        # usage: ["client.completions.create(model=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "client.completions.create()"]
        model=a_model,
        # usage: ["client.completions.create(prompt=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "client.completions.create()"]
        prompt=a_prompt,
        # usage: ["client.completions.create(max_tokens=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "client.completions.create()"]
        max_tokens=a_max_tokens,
        # usage: ["client.completions.create(max_completion_tokens=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "client.completions.create()"]
        max_completion_tokens=a_max_completion_tokens,
        # usage: ["client.completions.create(temperature=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "client.completions.create()"]
        temperature=a_temperature,
        # usage: ["client.completions.create(top_p=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "client.completions.create()"]
        top_p=a_top_p,
        # usage: ["client.completions.create(top_k=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "client.completions.create()"]
        top_k=a_top_k,
        # usage: ["client.completions.create(presence_penalty=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "client.completions.create()"]
        presence_penalty=a_presence_penalty,
        # usage: ["client.completions.create(frequency_penalty=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "client.completions.create()"]
        frequency_penalty=a_frequency_penalty,
        # usage: ["client.completions.create(do_sample=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "client.completions.create()"]
        do_sample=a_do_sample,
        # usage: ["client.completions.create(stop=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "client.completions.create()"]
        stop=a_stop,
        # usage: ["client.completions.create(stream_options=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "client.completions.create()"]
        stream_options=a_stream_options,
        # usage: ["client.completions.create(logprobs=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "client.completions.create()"]
        logprobs=a_logprobs,
        # usage: ["client.completions.create(top_logprobs=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "client.completions.create()"]
        top_logprobs=a_top_logprobs,
        # usage: ["client.completions.create(n=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "client.completions.create()"]
        n=a_n,
        # usage: ["client.completions.create(logit_bias=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "client.completions.create()"]
        logit_bias=a_logit_bias,
        # usage: ["client.completions.create(seed=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed", "client.completions.create()"]
        seed=a_seed,
    )
    # usage: ["client.completions.create()", "client.completions.create(*", "sambanova_sdk.types.CompletionResponse"]
    minimal: CompletionResponse = client.completions.create(
        # usage: ["client.completions.create(model=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "client.completions.create()"]
        model=a_model,
        # usage: ["client.completions.create(prompt=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "client.completions.create()"]
        prompt=a_prompt,
    )
    # usage: ["client.completions.create()", "client.completions.create(*", "sambanova_sdk.types.CompletionResponse"]
    stream = client.completions.create(
        # usage: ["client.completions.create(model=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "client.completions.create()"]
        model=a_model,
        # usage: ["client.completions.create(prompt=...)", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "client.completions.create()"]
        prompt=a_prompt,
        # usage: ["client.completions.create(stream=True)", "client.completions.create()"]
        stream=True,
    )
    # usage: ["client.completions.create(stream=True)", "client.completions.create()", "client.completions.create(*", "sambanova_sdk.types.CompletionStreamResponse"]
    for event in stream:
        # usage: ["client.completions.create(stream=True)", "client.completions.create()", "client.completions.create(*", "sambanova_sdk.types.CompletionStreamResponse"]
        chunk: CompletionStreamResponse = event
        print(chunk)


# usage: ["client.embeddings.create()"]
def call_embeddings_create(
    client: SambaNova,
    # usage: ["client.embeddings.create(model=...)", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/model", "client.embeddings.create()"]
    a_model: str | Literal["E5-Mistral-7B-Instruct"],
    # usage: ["client.embeddings.create(input=...)", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/input", "client.embeddings.create()"]
    a_input: str | Iterable[str],
) -> None:
    # usage: ["client.embeddings.create()", "client.embeddings.create(*", "sambanova_sdk.types.EmbeddingsResponse"]
    returned: EmbeddingsResponse = client.embeddings.create(
        # usage: ["client.embeddings.create(model=...)", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/model", "client.embeddings.create()"]
        model=a_model,
        # usage: ["client.embeddings.create(input=...)", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/input", "client.embeddings.create()"]
        input=a_input,
    )


# usage: ["client.messages.count_tokens()"]
def call_messages_count_tokens(
    client: SambaNova,
    # usage: ["client.messages.count_tokens(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "client.messages.count_tokens()"]
    a_model: str,
    # usage: ["client.messages.count_tokens(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "client.messages.count_tokens()", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    a_messages: Iterable[MessageInputMessageParam],
    # usage: ["client.messages.count_tokens(system=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "client.messages.count_tokens()", "sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt"]
    a_system: MessageSystemPromptParam | NotGiven,
    # usage: ["client.messages.count_tokens(thinking=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "client.messages.count_tokens()", "sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig"]
    a_thinking: MessageThinkingConfigParam | NotGiven,
    # usage: ["client.messages.count_tokens(tools=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "client.messages.count_tokens()", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    a_tools: Iterable[MessageToolParam] | None | NotGiven,
    # usage: ["client.messages.count_tokens(tool_choice=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice", "client.messages.count_tokens()", "sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice"]
    a_tool_choice: MessageToolChoiceParam | None | NotGiven,
    # usage: ["client.messages.count_tokens(anthropic_version=...)", "spec:specs/messages.yaml#/paths/~1messages~1count_tokens/post/parameters/0", "client.messages.count_tokens()"]
    a_anthropic_version: str | NotGiven,
) -> None:
    # usage: ["client.messages.count_tokens()", "client.messages.count_tokens(*", "sambanova_sdk.types.MessageCountTokensResponse"]
    returned: MessageCountTokensResponse = client.messages.count_tokens(
        # usage: ["client.messages.count_tokens(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "client.messages.count_tokens()"]
        model=a_model,
        # usage: ["client.messages.count_tokens(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "client.messages.count_tokens()"]
        messages=a_messages,
        # usage: ["client.messages.count_tokens(system=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "client.messages.count_tokens()"]
        system=a_system,
        # usage: ["client.messages.count_tokens(thinking=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "client.messages.count_tokens()"]
        thinking=a_thinking,
        # usage: ["client.messages.count_tokens(tools=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "client.messages.count_tokens()"]
        tools=a_tools,
        # usage: ["client.messages.count_tokens(tool_choice=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice", "client.messages.count_tokens()"]
        tool_choice=a_tool_choice,
        # usage: ["client.messages.count_tokens(anthropic_version=...)", "spec:specs/messages.yaml#/paths/~1messages~1count_tokens/post/parameters/0", "client.messages.count_tokens()"]
        anthropic_version=a_anthropic_version,
    )
    # usage: ["client.messages.count_tokens()", "client.messages.count_tokens(*", "sambanova_sdk.types.MessageCountTokensResponse"]
    minimal: MessageCountTokensResponse = client.messages.count_tokens(
        # usage: ["client.messages.count_tokens(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "client.messages.count_tokens()"]
        model=a_model,
        # usage: ["client.messages.count_tokens(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "client.messages.count_tokens()"]
        messages=a_messages,
    )


# usage: ["client.messages.create()"]
def call_messages_create(
    client: SambaNova,
    # usage: ["client.messages.create(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "client.messages.create()", "sambanova_sdk.types.MessageCreateRequestModel"]
    a_model: str | MessageCreateRequestModel,
    # usage: ["client.messages.create(max_tokens=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "client.messages.create()"]
    a_max_tokens: int,
    # usage: ["client.messages.create(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "client.messages.create()", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    a_messages: Iterable[MessageInputMessageParam],
    # usage: ["client.messages.create(system=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "client.messages.create()", "sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt"]
    a_system: MessageSystemPromptParam | NotGiven,
    # usage: ["client.messages.create(temperature=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "client.messages.create()"]
    a_temperature: float | None | NotGiven,
    # usage: ["client.messages.create(top_p=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "client.messages.create()"]
    a_top_p: float | None | NotGiven,
    # usage: ["client.messages.create(top_k=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "client.messages.create()"]
    a_top_k: int | None | NotGiven,
    # usage: ["client.messages.create(stop_sequences=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "client.messages.create()"]
    a_stop_sequences: Iterable[str] | None | NotGiven,
    # usage: ["client.messages.create(metadata=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "client.messages.create()", "sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
    a_metadata: MessageMetadataParam | NotGiven,
    # usage: ["client.messages.create(thinking=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "client.messages.create()", "sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig"]
    a_thinking: MessageThinkingConfigParam | NotGiven,
    # usage: ["client.messages.create(tools=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "client.messages.create()", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    a_tools: Iterable[MessageToolParam] | None | NotGiven,
    # usage: ["client.messages.create(tool_choice=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "client.messages.create()", "sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice"]
    a_tool_choice: MessageToolChoiceParam | None | NotGiven,
    # usage: ["client.messages.create(service_tier=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "client.messages.create()"]
    a_service_tier: Literal["auto", "standard_only"] | None | NotGiven,
    # usage: ["client.messages.create(container=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container", "client.messages.create()"]
    a_container: str | None | NotGiven,
    # usage: ["client.messages.create(anthropic_version=...)", "spec:specs/messages.yaml#/paths/~1messages/post/parameters/0", "client.messages.create()"]
    a_anthropic_version: str | NotGiven,
) -> None:
    # usage: ["client.messages.create()", "client.messages.create(*", "sambanova_sdk.types.Message"]
    returned: Message = client.messages.create(
        # usage: ["client.messages.create(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "client.messages.create()"]
        model=a_model,
        # usage: ["client.messages.create(max_tokens=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "client.messages.create()"]
        max_tokens=a_max_tokens,
        # usage: ["client.messages.create(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "client.messages.create()"]
        messages=a_messages,
        # usage: ["client.messages.create(system=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "client.messages.create()"]
        system=a_system,
        # usage: ["client.messages.create(temperature=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "client.messages.create()"]
        temperature=a_temperature,
        # usage: ["client.messages.create(top_p=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "client.messages.create()"]
        top_p=a_top_p,
        # usage: ["client.messages.create(top_k=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "client.messages.create()"]
        top_k=a_top_k,
        # usage: ["client.messages.create(stop_sequences=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "client.messages.create()"]
        stop_sequences=a_stop_sequences,
        # usage: ["client.messages.create(metadata=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "client.messages.create()"]
        metadata=a_metadata,
        # usage: ["client.messages.create(thinking=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "client.messages.create()"]
        thinking=a_thinking,
        # usage: ["client.messages.create(tools=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "client.messages.create()"]
        tools=a_tools,
        # usage: ["client.messages.create(tool_choice=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "client.messages.create()"]
        tool_choice=a_tool_choice,
        # usage: ["client.messages.create(service_tier=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "client.messages.create()"]
        service_tier=a_service_tier,
        # usage: ["client.messages.create(container=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container", "client.messages.create()"]
        container=a_container,
        # usage: ["client.messages.create(anthropic_version=...)", "spec:specs/messages.yaml#/paths/~1messages/post/parameters/0", "client.messages.create()"]
        anthropic_version=a_anthropic_version,
    )
    # usage: ["client.messages.create()", "client.messages.create(*", "sambanova_sdk.types.Message"]
    minimal: Message = client.messages.create(
        # usage: ["client.messages.create(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "client.messages.create()"]
        model=a_model,
        # usage: ["client.messages.create(max_tokens=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "client.messages.create()"]
        max_tokens=a_max_tokens,
        # usage: ["client.messages.create(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "client.messages.create()"]
        messages=a_messages,
    )
    # usage: ["client.messages.create()", "client.messages.create(*", "sambanova_sdk.types.Message"]
    stream = client.messages.create(
        # usage: ["client.messages.create(model=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "client.messages.create()"]
        model=a_model,
        # usage: ["client.messages.create(max_tokens=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "client.messages.create()"]
        max_tokens=a_max_tokens,
        # usage: ["client.messages.create(messages=...)", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "client.messages.create()"]
        messages=a_messages,
        # usage: ["client.messages.create(stream=True)", "client.messages.create()"]
        stream=True,
    )
    # usage: ["client.messages.create(stream=True)", "client.messages.create()", "client.messages.create(*", "sambanova_sdk.types.MessageStreamEvent"]
    for event in stream:
        # usage: ["client.messages.create(stream=True)", "client.messages.create()", "client.messages.create(*", "sambanova_sdk.types.MessageStreamEvent"]
        chunk: MessageStreamEvent = event
        print(chunk)


# usage: ["client.models.list()"]
def call_models_list(
    client: SambaNova,
) -> None:
    # usage: ["client.models.list()", "client.models.list(*", "sambanova_sdk.types.ModelMetadataList"]
    returned: ModelMetadataList = client.models.list()


# usage: ["client.models.retrieve()"]
def call_models_retrieve(
    client: SambaNova,
    # usage: ["client.models.retrieve(model_id=...)", "spec:specs/models.yaml#/paths/~1models~1{model_id}/get/parameters/0", "client.models.retrieve()"]
    a_model_id: str,
) -> None:
    # usage: ["client.models.retrieve()", "client.models.retrieve(*", "sambanova_sdk.types.ModelMetadata"]
    returned: ModelMetadata = client.models.retrieve(
        # usage: ["client.models.retrieve(model_id=...)", "spec:specs/models.yaml#/paths/~1models~1{model_id}/get/parameters/0", "client.models.retrieve()"]
        a_model_id,
    )


# usage: ["client.responses.create()"]
def call_responses_create(
    client: SambaNova,
    # usage: ["client.responses.create(model=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "client.responses.create()"]
    a_model: str | Literal["gpt-oss-120b", "MiniMax-M2.5", "MiniMax-M2.7"],
    # usage: ["client.responses.create(input=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "client.responses.create()", "sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem"]
    a_input: str | Iterable[ResponseInputItemParam],
    # usage: ["client.responses.create(instructions=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "client.responses.create()"]
    a_instructions: str | None | NotGiven,
    # usage: ["client.responses.create(max_output_tokens=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "client.responses.create()"]
    a_max_output_tokens: int | None | NotGiven,
    # usage: ["client.responses.create(temperature=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "client.responses.create()"]
    a_temperature: float | None | NotGiven,
    # usage: ["client.responses.create(top_p=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "client.responses.create()"]
    a_top_p: float | None | NotGiven,
    # usage: ["client.responses.create(top_k=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "client.responses.create()"]
    a_top_k: int | None | NotGiven,
    # usage: ["client.responses.create(top_logprobs=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "client.responses.create()"]
    a_top_logprobs: int | None | NotGiven,
    # usage: ["client.responses.create(frequency_penalty=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "client.responses.create()"]
    a_frequency_penalty: float | None | NotGiven,
    # usage: ["client.responses.create(presence_penalty=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "client.responses.create()"]
    a_presence_penalty: float | None | NotGiven,
    # usage: ["client.responses.create(tools=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "client.responses.create()", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    a_tools: Iterable[ResponseToolParam] | None | NotGiven,
    # usage: ["client.responses.create(parallel_tool_calls=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "client.responses.create()"]
    a_parallel_tool_calls: bool | None | NotGiven,
    # usage: ["client.responses.create(max_tool_calls=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "client.responses.create()"]
    a_max_tool_calls: int | None | NotGiven,
    # usage: ["client.responses.create(tool_choice=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "client.responses.create()", "sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption"]
    a_tool_choice: ResponseToolChoiceOptionParam | NotGiven,
    # usage: ["client.responses.create(text=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "client.responses.create()", "sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
    a_text: ResponseRequestTextParam | NotGiven,
    # usage: ["client.responses.create(reasoning=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "client.responses.create()", "sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
    a_reasoning: ResponseRequestReasoningParam | None | NotGiven,
    # usage: ["client.responses.create(user=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "client.responses.create()"]
    a_user: str | None | NotGiven,
    # usage: ["client.responses.create(metadata=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "client.responses.create()"]
    a_metadata: Mapping[str, str] | None | NotGiven,
    # usage: ["client.responses.create(store=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "client.responses.create()"]
    a_store: bool | None | NotGiven,
    # usage: ["client.responses.create(truncation=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "client.responses.create()"]
    a_truncation: Literal["auto", "disabled"] | None | NotGiven,
    # usage: ["client.responses.create(previous_response_id=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "client.responses.create()"]
    a_previous_response_id: str | None | NotGiven,
    # usage: ["client.responses.create(background=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "client.responses.create()"]
    a_background: bool | None | NotGiven,
    # usage: ["client.responses.create(service_tier=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier", "client.responses.create()"]
    a_service_tier: str | None | NotGiven,
) -> None:
    # usage: ["client.responses.create()", "client.responses.create(*", "sambanova_sdk.types.ResponseResponse"]
    returned: ResponseResponse = client.responses.create(
        # usage: ["client.responses.create(model=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "client.responses.create()"]
        model=a_model,
        # usage: ["client.responses.create(input=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "client.responses.create()"]
        input=a_input,
        # usage: ["client.responses.create(instructions=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "client.responses.create()"]
        instructions=a_instructions,
        # usage: ["client.responses.create(max_output_tokens=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "client.responses.create()"]
        max_output_tokens=a_max_output_tokens,
        # usage: ["client.responses.create(temperature=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "client.responses.create()"]
        temperature=a_temperature,
        # usage: ["client.responses.create(top_p=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "client.responses.create()"]
        top_p=a_top_p,
        # usage: ["client.responses.create(top_k=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "client.responses.create()"]
        top_k=a_top_k,
        # usage: ["client.responses.create(top_logprobs=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "client.responses.create()"]
        top_logprobs=a_top_logprobs,
        # usage: ["client.responses.create(frequency_penalty=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "client.responses.create()"]
        frequency_penalty=a_frequency_penalty,
        # usage: ["client.responses.create(presence_penalty=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "client.responses.create()"]
        presence_penalty=a_presence_penalty,
        # usage: ["client.responses.create(tools=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "client.responses.create()"]
        tools=a_tools,
        # usage: ["client.responses.create(parallel_tool_calls=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "client.responses.create()"]
        parallel_tool_calls=a_parallel_tool_calls,
        # usage: ["client.responses.create(max_tool_calls=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "client.responses.create()"]
        max_tool_calls=a_max_tool_calls,
        # usage: ["client.responses.create(tool_choice=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "client.responses.create()"]
        tool_choice=a_tool_choice,
        # usage: ["client.responses.create(text=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "client.responses.create()"]
        text=a_text,
        # usage: ["client.responses.create(reasoning=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "client.responses.create()"]
        reasoning=a_reasoning,
        # usage: ["client.responses.create(user=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "client.responses.create()"]
        user=a_user,
        # usage: ["client.responses.create(metadata=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "client.responses.create()"]
        metadata=a_metadata,
        # usage: ["client.responses.create(store=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "client.responses.create()"]
        store=a_store,
        # usage: ["client.responses.create(truncation=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "client.responses.create()"]
        truncation=a_truncation,
        # usage: ["client.responses.create(previous_response_id=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "client.responses.create()"]
        previous_response_id=a_previous_response_id,
        # usage: ["client.responses.create(background=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "client.responses.create()"]
        background=a_background,
        # usage: ["client.responses.create(service_tier=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier", "client.responses.create()"]
        service_tier=a_service_tier,
    )
    # usage: ["client.responses.create()", "client.responses.create(*", "sambanova_sdk.types.ResponseResponse"]
    minimal: ResponseResponse = client.responses.create(
        # usage: ["client.responses.create(model=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "client.responses.create()"]
        model=a_model,
        # usage: ["client.responses.create(input=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "client.responses.create()"]
        input=a_input,
    )
    # usage: ["client.responses.create()", "client.responses.create(*", "sambanova_sdk.types.ResponseResponse"]
    stream = client.responses.create(
        # usage: ["client.responses.create(model=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "client.responses.create()"]
        model=a_model,
        # usage: ["client.responses.create(input=...)", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "client.responses.create()"]
        input=a_input,
        # usage: ["client.responses.create(stream=True)", "client.responses.create()"]
        stream=True,
    )
    # usage: ["client.responses.create(stream=True)", "client.responses.create()", "client.responses.create(*", "sambanova_sdk.types.ResponseStreamEvent"]
    for event in stream:
        # usage: ["client.responses.create(stream=True)", "client.responses.create()", "client.responses.create(*", "sambanova_sdk.types.ResponseStreamEvent"]
        chunk: ResponseStreamEvent = event
        print(chunk)


# usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
def send_AssistantMessageParam(
    # usage: ["sambanova_sdk.types.AssistantMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/role", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
    k_0: Literal["assistant"],
    # usage: ["sambanova_sdk.types.AssistantMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/content", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    k_1: str | Iterable[TextContentParam] | None,
    # usage: ["sambanova_sdk.types.AssistantMessageParam['reasoning']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/reasoning", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.AssistantMessageParam['channel']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/channel", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
    k_3: str | None,
    # usage: ["sambanova_sdk.types.AssistantMessageParam['tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/tool_calls", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    k_4: Iterable[AssistantToolCallParam] | None,
) -> None:
    # usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.AssistantMessageParam[*", "sambanova_sdk.types.AssistantMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/role", "sambanova_sdk.types.AssistantMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/content", "sambanova_sdk.types.AssistantMessageParam['reasoning']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/reasoning", "sambanova_sdk.types.AssistantMessageParam['channel']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/channel", "sambanova_sdk.types.AssistantMessageParam['tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/tool_calls"]
    full: AssistantMessageParam = {
        # usage: ["sambanova_sdk.types.AssistantMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/role", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.AssistantMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/content", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "content": k_1,
        # usage: ["sambanova_sdk.types.AssistantMessageParam['reasoning']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/reasoning", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "reasoning": k_2,
        # usage: ["sambanova_sdk.types.AssistantMessageParam['channel']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/channel", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "channel": k_3,
        # usage: ["sambanova_sdk.types.AssistantMessageParam['tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/tool_calls", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "tool_calls": k_4,
    }
    # usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
    print(full)
    # usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.AssistantMessageParam[*", "sambanova_sdk.types.AssistantMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/role", "sambanova_sdk.types.AssistantMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/content", "sambanova_sdk.types.AssistantMessageParam['reasoning']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/reasoning", "sambanova_sdk.types.AssistantMessageParam['channel']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/channel", "sambanova_sdk.types.AssistantMessageParam['tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/tool_calls"]
    minimal: AssistantMessageParam = {
        # usage: ["sambanova_sdk.types.AssistantMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/role", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.AssistantMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantMessage/properties/content", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
        "content": k_1,
    }
    # usage: ["sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage"]
    print(minimal)


# usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
def send_AssistantToolCallParam(
    # usage: ["sambanova_sdk.types.AssistantToolCallParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall", "sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
    k_0: AssistantToolCallFunctionParam,
    # usage: ["sambanova_sdk.types.AssistantToolCallParam['id']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/id", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.AssistantToolCallParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/type", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    k_2: Literal["function"] | None,
    # usage: ["sambanova_sdk.types.AssistantToolCallParam['index']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/index", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    k_3: int | None,
) -> None:
    # usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall", "sambanova_sdk.types.AssistantToolCallParam[*", "sambanova_sdk.types.AssistantToolCallParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCallParam['id']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/id", "sambanova_sdk.types.AssistantToolCallParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/type", "sambanova_sdk.types.AssistantToolCallParam['index']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/index"]
    full: AssistantToolCallParam = {
        # usage: ["sambanova_sdk.types.AssistantToolCallParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
        "function": k_0,
        # usage: ["sambanova_sdk.types.AssistantToolCallParam['id']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/id", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.AssistantToolCallParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/type", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
        "type": k_2,
        # usage: ["sambanova_sdk.types.AssistantToolCallParam['index']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/index", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
        "index": k_3,
    }
    # usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    print(full)
    # usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall", "sambanova_sdk.types.AssistantToolCallParam[*", "sambanova_sdk.types.AssistantToolCallParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCallParam['id']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/id", "sambanova_sdk.types.AssistantToolCallParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/type", "sambanova_sdk.types.AssistantToolCallParam['index']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/index"]
    minimal: AssistantToolCallParam = {
        # usage: ["sambanova_sdk.types.AssistantToolCallParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
        "function": k_0,
    }
    # usage: ["sambanova_sdk.types.AssistantToolCallParam", "sambanova_sdk.types.AssistantToolCall"]
    print(minimal)


# usage: ["sambanova_sdk.types.AssistantToolCall"]
def read_AssistantToolCall(
    # usage: ["sambanova_sdk.types.AssistantToolCall"]
    value: AssistantToolCall,
) -> None:
    # usage: ["sambanova_sdk.types.AssistantToolCall.function", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/function", "sambanova_sdk.types.AssistantToolCall", "sambanova_sdk.types.AssistantToolCallFunction"]
    f_0: AssistantToolCallFunction = value.function
    print(f_0)
    # usage: ["sambanova_sdk.types.AssistantToolCall.id", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/id", "sambanova_sdk.types.AssistantToolCall"]
    f_1: str | None = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.AssistantToolCall.type", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/type", "sambanova_sdk.types.AssistantToolCall"]
    f_2: Literal["function"] | None = value.type
    print(f_2)
    # usage: ["sambanova_sdk.types.AssistantToolCall.index", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCall/properties/index", "sambanova_sdk.types.AssistantToolCall"]
    f_3: int | None = value.index
    print(f_3)


# usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
def send_AssistantToolCallFunctionParam(
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/name", "sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
    k_0: str | None,
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam['arguments']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/arguments", "sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
    k_1: str | None,
) -> None:
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction", "sambanova_sdk.types.AssistantToolCallFunctionParam[*", "sambanova_sdk.types.AssistantToolCallFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/name", "sambanova_sdk.types.AssistantToolCallFunctionParam['arguments']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/arguments"]
    full: AssistantToolCallFunctionParam = {
        # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/name", "sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
        "name": k_0,
        # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam['arguments']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/arguments", "sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
        "arguments": k_1,
    }
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
    print(full)
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction", "sambanova_sdk.types.AssistantToolCallFunctionParam[*", "sambanova_sdk.types.AssistantToolCallFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/name", "sambanova_sdk.types.AssistantToolCallFunctionParam['arguments']", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/arguments"]
    minimal: AssistantToolCallFunctionParam = {
    }
    # usage: ["sambanova_sdk.types.AssistantToolCallFunctionParam", "sambanova_sdk.types.AssistantToolCallFunction"]
    print(minimal)


# usage: ["sambanova_sdk.types.AssistantToolCallFunction"]
def read_AssistantToolCallFunction(
    # usage: ["sambanova_sdk.types.AssistantToolCallFunction"]
    value: AssistantToolCallFunction,
) -> None:
    # usage: ["sambanova_sdk.types.AssistantToolCallFunction.name", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/name", "sambanova_sdk.types.AssistantToolCallFunction"]
    f_0: str | None = value.name
    print(f_0)
    # usage: ["sambanova_sdk.types.AssistantToolCallFunction.arguments", "spec:specs/chat-completions.yaml#/components/schemas/AssistantToolCallFunction/properties/arguments", "sambanova_sdk.types.AssistantToolCallFunction"]
    f_1: str | None = value.arguments
    print(f_1)


# usage: ["sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
def send_AudioContentParam(
    # usage: ["sambanova_sdk.types.AudioContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/type", "sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
    k_0: Literal["audio_content"],
    # usage: ["sambanova_sdk.types.AudioContentParam['audio_content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content", "sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent", "sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
    k_1: AudioContentAudioContentParam,
) -> None:
    # usage: ["sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent", "sambanova_sdk.types.AudioContentParam[*", "sambanova_sdk.types.AudioContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/type", "sambanova_sdk.types.AudioContentParam['audio_content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content"]
    full: AudioContentParam = {
        # usage: ["sambanova_sdk.types.AudioContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/type", "sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.AudioContentParam['audio_content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content", "sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
        "audio_content": k_1,
    }
    # usage: ["sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent"]
    print(full)


# usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
def send_AudioContentAudioContentParam(
    # usage: ["sambanova_sdk.types.AudioContentAudioContentParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content/properties/content", "sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
    k_0: str,
) -> None:
    # usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent", "sambanova_sdk.types.AudioContentAudioContentParam[*", "sambanova_sdk.types.AudioContentAudioContentParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content/properties/content"]
    full: AudioContentAudioContentParam = {
        # usage: ["sambanova_sdk.types.AudioContentAudioContentParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content/properties/content", "sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
        "content": k_0,
    }
    # usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
    print(full)
    # usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent", "sambanova_sdk.types.AudioContentAudioContentParam[*", "sambanova_sdk.types.AudioContentAudioContentParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/AudioContent/properties/audio_content/properties/content"]
    minimal: AudioContentAudioContentParam = {
    }
    # usage: ["sambanova_sdk.types.AudioContentAudioContentParam", "sambanova_sdk.types.AudioContentAudioContent"]
    print(minimal)


# usage: ["sambanova_sdk.types.ChatCompletionChoice"]
def read_ChatCompletionChoice(
    # usage: ["sambanova_sdk.types.ChatCompletionChoice"]
    value: ChatCompletionChoice,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionChoice.message", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChoice/properties/message", "sambanova_sdk.types.ChatCompletionChoice", "sambanova_sdk.types.CompletionResponseMessage"]
    f_0: CompletionResponseMessage = value.message
    print(f_0)
    # usage: ["sambanova_sdk.types.ChatCompletionChoice.finish_reason", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChoice/properties/finish_reason", "sambanova_sdk.types.ChatCompletionChoice"]
    f_1: Literal["stop", "length", "tool_calls"] | str = value.finish_reason
    print(f_1)
    # usage: ["sambanova_sdk.types.ChatCompletionChoice.index", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChoice/properties/index", "sambanova_sdk.types.ChatCompletionChoice"]
    f_2: int = value.index
    print(f_2)
    # usage: ["sambanova_sdk.types.ChatCompletionChoice.logprobs", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChoice/properties/logprobs", "sambanova_sdk.types.ChatCompletionChoice", "sambanova_sdk.types.LogProbs"]
    f_3: LogProbs | None = value.logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.ChatCompletionChunkChoice"]
def read_ChatCompletionChunkChoice(
    # usage: ["sambanova_sdk.types.ChatCompletionChunkChoice"]
    value: ChatCompletionChunkChoice,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionChunkChoice.delta", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChunkChoice/properties/delta", "sambanova_sdk.types.ChatCompletionChunkChoice", "sambanova_sdk.types.CompletionResponseDelta"]
    f_0: CompletionResponseDelta = value.delta
    print(f_0)
    # usage: ["sambanova_sdk.types.ChatCompletionChunkChoice.finish_reason", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChunkChoice/properties/finish_reason", "sambanova_sdk.types.ChatCompletionChunkChoice"]
    f_1: Literal["stop", "length", "tool_calls"] | str | None = value.finish_reason
    print(f_1)
    # usage: ["sambanova_sdk.types.ChatCompletionChunkChoice.index", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChunkChoice/properties/index", "sambanova_sdk.types.ChatCompletionChunkChoice"]
    f_2: int = value.index
    print(f_2)
    # usage: ["sambanova_sdk.types.ChatCompletionChunkChoice.logprobs", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionChunkChoice/properties/logprobs", "sambanova_sdk.types.ChatCompletionChunkChoice", "sambanova_sdk.types.LogProbs"]
    f_3: LogProbs | None = value.logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
def send_ChatCompletionRequestParam(
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['model']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ChatCompletionRequestModel"]
    k_0: str | ChatCompletionRequestModel,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['messages']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.AssistantMessageParam", "sambanova_sdk.types.AssistantMessage", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
    k_1: Iterable[SystemMessageParam | UserMessageParam | AssistantMessageParam | ToolMessageParam],
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['max_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_2: int | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['max_completion_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_3: int | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['temperature']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_4: float | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_p']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_5: float | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_k']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_6: int | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['presence_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_7: float | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['frequency_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_8: float,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['do_sample']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_9: bool | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stop']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_10: str | Iterable[str] | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stream']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_11: bool | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stream_options']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
    k_12: ChatCompletionRequestStreamOptionsParam | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['response_format']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema", "sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
    k_13: ResponseFormatJSONSchemaParam | ResponseFormatJSONObjectParam | ResponseFormatTextParam | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['reasoning_effort']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_14: Literal["low", "medium", "high"] | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['tool_choice']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
    k_15: Literal["none", "auto", "required"] | ToolChoiceObjectParam | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['parallel_tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_16: bool | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['tools']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
    k_17: Iterable[ToolParam] | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['chat_template_kwargs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
    k_18: ChatCompletionRequestChatTemplateKwargsParam | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_19: bool | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_20: int | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['n']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_21: int | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['logit_bias']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_22: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['seed']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    k_23: int | None,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ChatCompletionRequestParam[*", "sambanova_sdk.types.ChatCompletionRequestParam['model']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "sambanova_sdk.types.ChatCompletionRequestParam['messages']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "sambanova_sdk.types.ChatCompletionRequestParam['max_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "sambanova_sdk.types.ChatCompletionRequestParam['max_completion_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.ChatCompletionRequestParam['temperature']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "sambanova_sdk.types.ChatCompletionRequestParam['top_p']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "sambanova_sdk.types.ChatCompletionRequestParam['top_k']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "sambanova_sdk.types.ChatCompletionRequestParam['presence_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "sambanova_sdk.types.ChatCompletionRequestParam['frequency_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.ChatCompletionRequestParam['do_sample']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "sambanova_sdk.types.ChatCompletionRequestParam['stop']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "sambanova_sdk.types.ChatCompletionRequestParam['stream']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream", "sambanova_sdk.types.ChatCompletionRequestParam['stream_options']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "sambanova_sdk.types.ChatCompletionRequestParam['response_format']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "sambanova_sdk.types.ChatCompletionRequestParam['reasoning_effort']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "sambanova_sdk.types.ChatCompletionRequestParam['tool_choice']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "sambanova_sdk.types.ChatCompletionRequestParam['parallel_tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ChatCompletionRequestParam['tools']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "sambanova_sdk.types.ChatCompletionRequestParam['chat_template_kwargs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "sambanova_sdk.types.ChatCompletionRequestParam['logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "sambanova_sdk.types.ChatCompletionRequestParam['top_logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "sambanova_sdk.types.ChatCompletionRequestParam['n']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "sambanova_sdk.types.ChatCompletionRequestParam['logit_bias']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "sambanova_sdk.types.ChatCompletionRequestParam['seed']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed"]
    full: ChatCompletionRequestParam = {
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['model']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['messages']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "messages": k_1,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['max_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "max_tokens": k_2,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['max_completion_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "max_completion_tokens": k_3,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['temperature']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "temperature": k_4,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_p']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "top_p": k_5,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_k']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "top_k": k_6,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['presence_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "presence_penalty": k_7,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['frequency_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "frequency_penalty": k_8,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['do_sample']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "do_sample": k_9,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stop']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "stop": k_10,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stream']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "stream": k_11,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['stream_options']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "stream_options": k_12,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['response_format']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "response_format": k_13,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['reasoning_effort']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "reasoning_effort": k_14,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['tool_choice']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "tool_choice": k_15,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['parallel_tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "parallel_tool_calls": k_16,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['tools']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "tools": k_17,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['chat_template_kwargs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "chat_template_kwargs": k_18,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "logprobs": k_19,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['top_logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "top_logprobs": k_20,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['n']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "n": k_21,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['logit_bias']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "logit_bias": k_22,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['seed']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "seed": k_23,
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest", "sambanova_sdk.types.ChatCompletionRequestParam[*", "sambanova_sdk.types.ChatCompletionRequestParam['model']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "sambanova_sdk.types.ChatCompletionRequestParam['messages']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "sambanova_sdk.types.ChatCompletionRequestParam['max_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_tokens", "sambanova_sdk.types.ChatCompletionRequestParam['max_completion_tokens']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.ChatCompletionRequestParam['temperature']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/temperature", "sambanova_sdk.types.ChatCompletionRequestParam['top_p']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_p", "sambanova_sdk.types.ChatCompletionRequestParam['top_k']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_k", "sambanova_sdk.types.ChatCompletionRequestParam['presence_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/presence_penalty", "sambanova_sdk.types.ChatCompletionRequestParam['frequency_penalty']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.ChatCompletionRequestParam['do_sample']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/do_sample", "sambanova_sdk.types.ChatCompletionRequestParam['stop']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stop", "sambanova_sdk.types.ChatCompletionRequestParam['stream']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream", "sambanova_sdk.types.ChatCompletionRequestParam['stream_options']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options", "sambanova_sdk.types.ChatCompletionRequestParam['response_format']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/response_format", "sambanova_sdk.types.ChatCompletionRequestParam['reasoning_effort']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/reasoning_effort", "sambanova_sdk.types.ChatCompletionRequestParam['tool_choice']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tool_choice", "sambanova_sdk.types.ChatCompletionRequestParam['parallel_tool_calls']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ChatCompletionRequestParam['tools']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/tools", "sambanova_sdk.types.ChatCompletionRequestParam['chat_template_kwargs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs", "sambanova_sdk.types.ChatCompletionRequestParam['logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logprobs", "sambanova_sdk.types.ChatCompletionRequestParam['top_logprobs']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/top_logprobs", "sambanova_sdk.types.ChatCompletionRequestParam['n']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/n", "sambanova_sdk.types.ChatCompletionRequestParam['logit_bias']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/logit_bias", "sambanova_sdk.types.ChatCompletionRequestParam['seed']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/seed"]
    minimal: ChatCompletionRequestParam = {
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['model']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/model", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.ChatCompletionRequestParam['messages']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/messages", "sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
        "messages": k_1,
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestParam", "sambanova_sdk.types.ChatCompletionRequest"]
    print(minimal)


# usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
def send_ChatCompletionRequestChatTemplateKwargsParam(
    # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam['enable_thinking']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs/anyOf/0/properties/enable_thinking", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs", "sambanova_sdk.types.EnableThinking"]
    k_0: EnableThinking,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam[*", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam['enable_thinking']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs/anyOf/0/properties/enable_thinking"]
    full: ChatCompletionRequestChatTemplateKwargsParam = {
        # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam['enable_thinking']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs/anyOf/0/properties/enable_thinking", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
        "enable_thinking": k_0,
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
    print(full)
    # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam[*", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam['enable_thinking']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/chat_template_kwargs/anyOf/0/properties/enable_thinking"]
    minimal: ChatCompletionRequestChatTemplateKwargsParam = {
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargsParam", "sambanova_sdk.types.ChatCompletionRequestChatTemplateKwargs"]
    print(minimal)




# usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
def send_ChatCompletionRequestStreamOptionsParam(
    # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam['include_usage']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
    k_0: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam[*", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam['include_usage']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    full: ChatCompletionRequestStreamOptionsParam = {
        # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam['include_usage']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
        "include_usage": k_0,
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
    print(full)
    # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam[*", "sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam['include_usage']", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    minimal: ChatCompletionRequestStreamOptionsParam = {
    }
    # usage: ["sambanova_sdk.types.ChatCompletionRequestStreamOptionsParam", "sambanova_sdk.types.ChatCompletionRequestStreamOptions"]
    print(minimal)


# usage: ["sambanova_sdk.types.ChatCompletionResponse"]
def read_ChatCompletionResponse(
    # usage: ["sambanova_sdk.types.ChatCompletionResponse"]
    value: ChatCompletionResponse,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.choices", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/choices", "sambanova_sdk.types.ChatCompletionResponse", "sambanova_sdk.types.ChatCompletionChoice"]
    f_0: list[ChatCompletionChoice] = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.created", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/created", "sambanova_sdk.types.ChatCompletionResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.id", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/id", "sambanova_sdk.types.ChatCompletionResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.model", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/model", "sambanova_sdk.types.ChatCompletionResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.object", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/object", "sambanova_sdk.types.ChatCompletionResponse"]
    f_4: Literal["chat.completion"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.system_fingerprint", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/system_fingerprint", "sambanova_sdk.types.ChatCompletionResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.ChatCompletionResponse.usage", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionResponse/properties/usage", "sambanova_sdk.types.ChatCompletionResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.ChatCompletionStreamResponse"]
def read_ChatCompletionStreamResponse(
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse"]
    value: ChatCompletionStreamResponse,
) -> None:
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.choices", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/choices", "sambanova_sdk.types.ChatCompletionStreamResponse", "sambanova_sdk.types.ChatCompletionChunkChoice"]
    f_0: list[ChatCompletionChunkChoice] | None = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.created", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/created", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.id", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/id", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.model", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/model", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.object", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/object", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    f_4: Literal["chat.completion.chunk"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.system_fingerprint", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/system_fingerprint", "sambanova_sdk.types.ChatCompletionStreamResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.ChatCompletionStreamResponse.usage", "spec:specs/chat-completions.yaml#/components/schemas/ChatCompletionStreamResponse/properties/usage", "sambanova_sdk.types.ChatCompletionStreamResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.CompletionChoice"]
def read_CompletionChoice(
    # usage: ["sambanova_sdk.types.CompletionChoice"]
    value: CompletionChoice,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionChoice.message", "spec:specs/completions.yaml#/components/schemas/CompletionChoice/properties/message", "sambanova_sdk.types.CompletionChoice", "sambanova_sdk.types.CompletionResponseMessage"]
    f_0: CompletionResponseMessage | None = value.message
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionChoice.text", "spec:specs/completions.yaml#/components/schemas/CompletionChoice/properties/text", "sambanova_sdk.types.CompletionChoice"]
    f_1: str = value.text
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionChoice.finish_reason", "spec:specs/completions.yaml#/components/schemas/CompletionChoice/properties/finish_reason", "sambanova_sdk.types.CompletionChoice"]
    f_2: Literal["stop", "length", "tool_calls"] | str = value.finish_reason
    print(f_2)
    # usage: ["sambanova_sdk.types.CompletionChoice.index", "spec:specs/completions.yaml#/components/schemas/CompletionChoice/properties/index", "sambanova_sdk.types.CompletionChoice"]
    f_3: int = value.index
    print(f_3)
    # usage: ["sambanova_sdk.types.CompletionChoice.logprobs", "spec:specs/completions.yaml#/components/schemas/CompletionChoice/properties/logprobs", "sambanova_sdk.types.CompletionChoice", "sambanova_sdk.types.LogProbs"]
    f_4: LogProbs | None = value.logprobs
    print(f_4)


# usage: ["sambanova_sdk.types.CompletionChunkChoice"]
def read_CompletionChunkChoice(
    # usage: ["sambanova_sdk.types.CompletionChunkChoice"]
    value: CompletionChunkChoice,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionChunkChoice.text", "spec:specs/completions.yaml#/components/schemas/CompletionChunkChoice/properties/text", "sambanova_sdk.types.CompletionChunkChoice"]
    f_0: str = value.text
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionChunkChoice.finish_reason", "spec:specs/completions.yaml#/components/schemas/CompletionChunkChoice/properties/finish_reason", "sambanova_sdk.types.CompletionChunkChoice"]
    f_1: Literal["stop", "length"] | str | None = value.finish_reason
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionChunkChoice.index", "spec:specs/completions.yaml#/components/schemas/CompletionChunkChoice/properties/index", "sambanova_sdk.types.CompletionChunkChoice"]
    f_2: int | None = value.index
    print(f_2)
    # usage: ["sambanova_sdk.types.CompletionChunkChoice.logprobs", "spec:specs/completions.yaml#/components/schemas/CompletionChunkChoice/properties/logprobs", "sambanova_sdk.types.CompletionChunkChoice", "sambanova_sdk.types.LogProbs"]
    f_3: LogProbs | None = value.logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
def send_CompletionRequestParam(
    # usage: ["sambanova_sdk.types.CompletionRequestParam['model']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest", "sambanova_sdk.types.CompletionRequestModel"]
    k_0: str | CompletionRequestModel,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['prompt']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_1: str,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['max_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_2: int | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['max_completion_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_3: int | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['temperature']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_4: float | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['top_p']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_5: float | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['top_k']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_6: int | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['presence_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_7: float | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['frequency_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_8: float,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['do_sample']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_9: bool | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['stop']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_10: str | Iterable[str] | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['stream']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_11: bool | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['stream_options']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest", "sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
    k_12: CompletionRequestStreamOptionsParam | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_13: bool | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['top_logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_14: int | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['n']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_15: int | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['logit_bias']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_16: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.CompletionRequestParam['seed']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    k_17: int | None,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest", "sambanova_sdk.types.CompletionRequestParam[*", "sambanova_sdk.types.CompletionRequestParam['model']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "sambanova_sdk.types.CompletionRequestParam['prompt']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "sambanova_sdk.types.CompletionRequestParam['max_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "sambanova_sdk.types.CompletionRequestParam['max_completion_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.CompletionRequestParam['temperature']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "sambanova_sdk.types.CompletionRequestParam['top_p']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "sambanova_sdk.types.CompletionRequestParam['top_k']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "sambanova_sdk.types.CompletionRequestParam['presence_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "sambanova_sdk.types.CompletionRequestParam['frequency_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.CompletionRequestParam['do_sample']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "sambanova_sdk.types.CompletionRequestParam['stop']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "sambanova_sdk.types.CompletionRequestParam['stream']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream", "sambanova_sdk.types.CompletionRequestParam['stream_options']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "sambanova_sdk.types.CompletionRequestParam['logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "sambanova_sdk.types.CompletionRequestParam['top_logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "sambanova_sdk.types.CompletionRequestParam['n']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "sambanova_sdk.types.CompletionRequestParam['logit_bias']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "sambanova_sdk.types.CompletionRequestParam['seed']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed"]
    full: CompletionRequestParam = {
        # usage: ["sambanova_sdk.types.CompletionRequestParam['model']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['prompt']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "prompt": k_1,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['max_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "max_tokens": k_2,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['max_completion_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "max_completion_tokens": k_3,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['temperature']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "temperature": k_4,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['top_p']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "top_p": k_5,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['top_k']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "top_k": k_6,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['presence_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "presence_penalty": k_7,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['frequency_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "frequency_penalty": k_8,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['do_sample']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "do_sample": k_9,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['stop']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "stop": k_10,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['stream']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "stream": k_11,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['stream_options']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "stream_options": k_12,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "logprobs": k_13,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['top_logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "top_logprobs": k_14,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['n']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "n": k_15,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['logit_bias']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "logit_bias": k_16,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['seed']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "seed": k_17,
    }
    # usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest", "sambanova_sdk.types.CompletionRequestParam[*", "sambanova_sdk.types.CompletionRequestParam['model']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "sambanova_sdk.types.CompletionRequestParam['prompt']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "sambanova_sdk.types.CompletionRequestParam['max_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_tokens", "sambanova_sdk.types.CompletionRequestParam['max_completion_tokens']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/max_completion_tokens", "sambanova_sdk.types.CompletionRequestParam['temperature']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/temperature", "sambanova_sdk.types.CompletionRequestParam['top_p']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_p", "sambanova_sdk.types.CompletionRequestParam['top_k']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_k", "sambanova_sdk.types.CompletionRequestParam['presence_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/presence_penalty", "sambanova_sdk.types.CompletionRequestParam['frequency_penalty']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/frequency_penalty", "sambanova_sdk.types.CompletionRequestParam['do_sample']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/do_sample", "sambanova_sdk.types.CompletionRequestParam['stop']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stop", "sambanova_sdk.types.CompletionRequestParam['stream']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream", "sambanova_sdk.types.CompletionRequestParam['stream_options']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options", "sambanova_sdk.types.CompletionRequestParam['logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logprobs", "sambanova_sdk.types.CompletionRequestParam['top_logprobs']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/top_logprobs", "sambanova_sdk.types.CompletionRequestParam['n']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/n", "sambanova_sdk.types.CompletionRequestParam['logit_bias']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/logit_bias", "sambanova_sdk.types.CompletionRequestParam['seed']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/seed"]
    minimal: CompletionRequestParam = {
        # usage: ["sambanova_sdk.types.CompletionRequestParam['model']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/model", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.CompletionRequestParam['prompt']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/prompt", "sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
        "prompt": k_1,
    }
    # usage: ["sambanova_sdk.types.CompletionRequestParam", "sambanova_sdk.types.CompletionRequest"]
    print(minimal)




# usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
def send_CompletionRequestStreamOptionsParam(
    # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam['include_usage']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
    k_0: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions", "sambanova_sdk.types.CompletionRequestStreamOptionsParam[*", "sambanova_sdk.types.CompletionRequestStreamOptionsParam['include_usage']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    full: CompletionRequestStreamOptionsParam = {
        # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam['include_usage']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
        "include_usage": k_0,
    }
    # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
    print(full)
    # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions", "sambanova_sdk.types.CompletionRequestStreamOptionsParam[*", "sambanova_sdk.types.CompletionRequestStreamOptionsParam['include_usage']", "spec:specs/completions.yaml#/components/schemas/CompletionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    minimal: CompletionRequestStreamOptionsParam = {
    }
    # usage: ["sambanova_sdk.types.CompletionRequestStreamOptionsParam", "sambanova_sdk.types.CompletionRequestStreamOptions"]
    print(minimal)


# usage: ["sambanova_sdk.types.CompletionResponse"]
def read_CompletionResponse(
    # usage: ["sambanova_sdk.types.CompletionResponse"]
    value: CompletionResponse,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionResponse.choices", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/choices", "sambanova_sdk.types.CompletionResponse", "sambanova_sdk.types.CompletionChoice"]
    f_0: list[CompletionChoice] = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionResponse.created", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/created", "sambanova_sdk.types.CompletionResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionResponse.id", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/id", "sambanova_sdk.types.CompletionResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.CompletionResponse.model", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/model", "sambanova_sdk.types.CompletionResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.CompletionResponse.object", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/object", "sambanova_sdk.types.CompletionResponse"]
    f_4: Literal["chat.completion"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.CompletionResponse.system_fingerprint", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/system_fingerprint", "sambanova_sdk.types.CompletionResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.CompletionResponse.usage", "spec:specs/completions.yaml#/components/schemas/CompletionResponse/properties/usage", "sambanova_sdk.types.CompletionResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.CompletionResponseDelta"]
def read_CompletionResponseDelta(
    # usage: ["sambanova_sdk.types.CompletionResponseDelta"]
    value: CompletionResponseDelta,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionResponseDelta.role", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseDelta/properties/role", "sambanova_sdk.types.CompletionResponseDelta"]
    f_0: Literal["assistant", "user", "system", "tool"] | str | None = value.role
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionResponseDelta.content", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseDelta/properties/content", "sambanova_sdk.types.CompletionResponseDelta"]
    f_1: str | None = value.content
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionResponseDelta.reasoning", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseDelta/properties/reasoning", "sambanova_sdk.types.CompletionResponseDelta"]
    f_2: str | None = value.reasoning
    print(f_2)
    # usage: ["sambanova_sdk.types.CompletionResponseDelta.channel", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseDelta/properties/channel", "sambanova_sdk.types.CompletionResponseDelta"]
    f_3: str | None = value.channel
    print(f_3)
    # usage: ["sambanova_sdk.types.CompletionResponseDelta.tool_calls", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseDelta/properties/tool_calls", "sambanova_sdk.types.CompletionResponseDelta", "sambanova_sdk.types.AssistantToolCall"]
    f_4: list[AssistantToolCall] | None = value.tool_calls
    print(f_4)


# usage: ["sambanova_sdk.types.CompletionResponseMessage"]
def read_CompletionResponseMessage(
    # usage: ["sambanova_sdk.types.CompletionResponseMessage"]
    value: CompletionResponseMessage,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionResponseMessage.role", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseMessage/properties/role", "sambanova_sdk.types.CompletionResponseMessage"]
    f_0: Literal["assistant", "user", "system", "tool"] | str = value.role
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionResponseMessage.content", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseMessage/properties/content", "sambanova_sdk.types.CompletionResponseMessage"]
    f_1: str | None = value.content
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionResponseMessage.tool_calls", "spec:specs/chat-completions.yaml#/components/schemas/CompletionResponseMessage/properties/tool_calls", "sambanova_sdk.types.CompletionResponseMessage", "sambanova_sdk.types.AssistantToolCall"]
    f_2: list[AssistantToolCall] | None = value.tool_calls
    print(f_2)


# usage: ["sambanova_sdk.types.CompletionStreamResponse"]
def read_CompletionStreamResponse(
    # usage: ["sambanova_sdk.types.CompletionStreamResponse"]
    value: CompletionStreamResponse,
) -> None:
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.choices", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/choices", "sambanova_sdk.types.CompletionStreamResponse", "sambanova_sdk.types.CompletionChunkChoice"]
    f_0: list[CompletionChunkChoice] | None = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.created", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/created", "sambanova_sdk.types.CompletionStreamResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.id", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/id", "sambanova_sdk.types.CompletionStreamResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.model", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/model", "sambanova_sdk.types.CompletionStreamResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.object", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/object", "sambanova_sdk.types.CompletionStreamResponse"]
    f_4: Literal["chat.completion.chunk"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.system_fingerprint", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/system_fingerprint", "sambanova_sdk.types.CompletionStreamResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.CompletionStreamResponse.usage", "spec:specs/completions.yaml#/components/schemas/CompletionStreamResponse/properties/usage", "sambanova_sdk.types.CompletionStreamResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.Embedding"]
def read_Embedding(
    # usage: ["sambanova_sdk.types.Embedding"]
    value: Embedding,
) -> None:
    # usage: ["sambanova_sdk.types.Embedding.index", "spec:specs/embeddings.yaml#/components/schemas/Embedding/properties/index", "sambanova_sdk.types.Embedding"]
    f_0: int = value.index
    print(f_0)
    # usage: ["sambanova_sdk.types.Embedding.object", "spec:specs/embeddings.yaml#/components/schemas/Embedding/properties/object", "sambanova_sdk.types.Embedding"]
    f_1: Literal["embedding"] = value.object
    print(f_1)
    # usage: ["sambanova_sdk.types.Embedding.embedding", "spec:specs/embeddings.yaml#/components/schemas/Embedding/properties/embedding", "sambanova_sdk.types.Embedding"]
    f_2: list[float] | None = value.embedding
    print(f_2)


# usage: ["sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
def send_EmbeddingsRequestParam(
    # usage: ["sambanova_sdk.types.EmbeddingsRequestParam['model']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/model", "sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
    k_0: str | Literal["E5-Mistral-7B-Instruct"],
    # usage: ["sambanova_sdk.types.EmbeddingsRequestParam['input']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/input", "sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
    k_1: str | Iterable[str],
) -> None:
    # usage: ["sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest", "sambanova_sdk.types.EmbeddingsRequestParam[*", "sambanova_sdk.types.EmbeddingsRequestParam['model']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/model", "sambanova_sdk.types.EmbeddingsRequestParam['input']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/input"]
    full: EmbeddingsRequestParam = {
        # usage: ["sambanova_sdk.types.EmbeddingsRequestParam['model']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/model", "sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.EmbeddingsRequestParam['input']", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsRequest/properties/input", "sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
        "input": k_1,
    }
    # usage: ["sambanova_sdk.types.EmbeddingsRequestParam", "sambanova_sdk.types.EmbeddingsRequest"]
    print(full)


# usage: ["sambanova_sdk.types.EmbeddingsResponse"]
def read_EmbeddingsResponse(
    # usage: ["sambanova_sdk.types.EmbeddingsResponse"]
    value: EmbeddingsResponse,
) -> None:
    # usage: ["sambanova_sdk.types.EmbeddingsResponse.object", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsResponse/properties/object", "sambanova_sdk.types.EmbeddingsResponse"]
    f_0: Literal["list"] = value.object
    print(f_0)
    # usage: ["sambanova_sdk.types.EmbeddingsResponse.model", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsResponse/properties/model", "sambanova_sdk.types.EmbeddingsResponse"]
    f_1: str = value.model
    print(f_1)
    # usage: ["sambanova_sdk.types.EmbeddingsResponse.usage", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsResponse/properties/usage", "sambanova_sdk.types.EmbeddingsResponse", "sambanova_sdk.types.Usage"]
    f_2: Usage | None = value.usage
    print(f_2)
    # usage: ["sambanova_sdk.types.EmbeddingsResponse.data", "spec:specs/embeddings.yaml#/components/schemas/EmbeddingsResponse/properties/data", "sambanova_sdk.types.EmbeddingsResponse", "sambanova_sdk.types.Embedding"]
    f_3: list[Embedding] = value.data
    print(f_3)




# usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
def send_FunctionObjectParam(
    # usage: ["sambanova_sdk.types.FunctionObjectParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/name", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
    k_0: str,
    # usage: ["sambanova_sdk.types.FunctionObjectParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/description", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.FunctionObjectParam['parameters']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/parameters", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject", "sambanova_sdk.types.FunctionParametersParam", "sambanova_sdk.types.FunctionParameters"]
    k_2: FunctionParametersParam,
) -> None:
    # usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject", "sambanova_sdk.types.FunctionObjectParam[*", "sambanova_sdk.types.FunctionObjectParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/name", "sambanova_sdk.types.FunctionObjectParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/description", "sambanova_sdk.types.FunctionObjectParam['parameters']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/parameters"]
    full: FunctionObjectParam = {
        # usage: ["sambanova_sdk.types.FunctionObjectParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/name", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
        "name": k_0,
        # usage: ["sambanova_sdk.types.FunctionObjectParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/description", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
        "description": k_1,
        # usage: ["sambanova_sdk.types.FunctionObjectParam['parameters']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/parameters", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
        "parameters": k_2,
    }
    # usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
    print(full)
    # usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject", "sambanova_sdk.types.FunctionObjectParam[*", "sambanova_sdk.types.FunctionObjectParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/name", "sambanova_sdk.types.FunctionObjectParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/description", "sambanova_sdk.types.FunctionObjectParam['parameters']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/parameters"]
    minimal: FunctionObjectParam = {
        # usage: ["sambanova_sdk.types.FunctionObjectParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/FunctionObject/properties/name", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
        "name": k_0,
    }
    # usage: ["sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
    print(minimal)


# usage: ["sambanova_sdk.types.FunctionParametersParam", "sambanova_sdk.types.FunctionParameters"]
def send_FunctionParametersParam(
    # usage: ["sambanova_sdk.types.FunctionParametersParam", "sambanova_sdk.types.FunctionParameters"]
    value: Mapping[str, object],
) -> None:
    # usage: ["sambanova_sdk.types.FunctionParametersParam", "sambanova_sdk.types.FunctionParameters"]
    sent: FunctionParametersParam = value
    print(sent)


# usage: ["sambanova_sdk.types.GeneralError"]
def read_GeneralError(
    # usage: ["sambanova_sdk.types.GeneralError"]
    value: GeneralError,
) -> None:
    # usage: ["sambanova_sdk.types.GeneralError.error", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error", "sambanova_sdk.types.GeneralError", "sambanova_sdk.types.GeneralErrorError"]
    f_0: GeneralErrorError = value.error
    print(f_0)
    # usage: ["sambanova_sdk.types.GeneralError.request_id", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/request_id", "sambanova_sdk.types.GeneralError"]
    f_1: str | None = value.request_id
    print(f_1)


# usage: ["sambanova_sdk.types.GeneralErrorError"]
def read_GeneralErrorError(
    # usage: ["sambanova_sdk.types.GeneralErrorError"]
    value: GeneralErrorError,
) -> None:
    # usage: ["sambanova_sdk.types.GeneralErrorError.code", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error/properties/code", "sambanova_sdk.types.GeneralErrorError"]
    f_0: str | None = value.code
    print(f_0)
    # usage: ["sambanova_sdk.types.GeneralErrorError.message", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error/properties/message", "sambanova_sdk.types.GeneralErrorError"]
    f_1: str | None = value.message
    print(f_1)
    # usage: ["sambanova_sdk.types.GeneralErrorError.param", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error/properties/param", "sambanova_sdk.types.GeneralErrorError"]
    f_2: str | None = value.param
    print(f_2)
    # usage: ["sambanova_sdk.types.GeneralErrorError.type", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error/properties/type", "sambanova_sdk.types.GeneralErrorError"]
    f_3: str | None = value.type
    print(f_3)
    # usage: ["sambanova_sdk.types.GeneralErrorError.error_model_output", "spec:specs/audio.yaml#/components/schemas/GeneralError/properties/error/properties/error_model_output", "sambanova_sdk.types.GeneralErrorError"]
    f_4: str | None = value.error_model_output
    print(f_4)


# usage: ["sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
def send_ImageContentParam(
    # usage: ["sambanova_sdk.types.ImageContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/type", "sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
    k_0: Literal["image_url"],
    # usage: ["sambanova_sdk.types.ImageContentParam['image_url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url", "sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent", "sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
    k_1: ImageContentImageUrlParam,
) -> None:
    # usage: ["sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent", "sambanova_sdk.types.ImageContentParam[*", "sambanova_sdk.types.ImageContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/type", "sambanova_sdk.types.ImageContentParam['image_url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url"]
    full: ImageContentParam = {
        # usage: ["sambanova_sdk.types.ImageContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/type", "sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ImageContentParam['image_url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url", "sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
        "image_url": k_1,
    }
    # usage: ["sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent"]
    print(full)


# usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
def send_ImageContentImageUrlParam(
    # usage: ["sambanova_sdk.types.ImageContentImageUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url/properties/url", "sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
    k_0: str,
) -> None:
    # usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl", "sambanova_sdk.types.ImageContentImageUrlParam[*", "sambanova_sdk.types.ImageContentImageUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url/properties/url"]
    full: ImageContentImageUrlParam = {
        # usage: ["sambanova_sdk.types.ImageContentImageUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url/properties/url", "sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
        "url": k_0,
    }
    # usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
    print(full)
    # usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl", "sambanova_sdk.types.ImageContentImageUrlParam[*", "sambanova_sdk.types.ImageContentImageUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/ImageContent/properties/image_url/properties/url"]
    minimal: ImageContentImageUrlParam = {
    }
    # usage: ["sambanova_sdk.types.ImageContentImageUrlParam", "sambanova_sdk.types.ImageContentImageUrl"]
    print(minimal)


# usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
def send_JSONSchemaParam(
    # usage: ["sambanova_sdk.types.JSONSchemaParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/description", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    k_0: str | None,
    # usage: ["sambanova_sdk.types.JSONSchemaParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/name", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    k_1: str,
    # usage: ["sambanova_sdk.types.JSONSchemaParam['schema']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/schema", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    k_2: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.JSONSchemaParam['strict']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/strict", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    k_3: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema", "sambanova_sdk.types.JSONSchemaParam[*", "sambanova_sdk.types.JSONSchemaParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/description", "sambanova_sdk.types.JSONSchemaParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/name", "sambanova_sdk.types.JSONSchemaParam['schema']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/schema", "sambanova_sdk.types.JSONSchemaParam['strict']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/strict"]
    full: JSONSchemaParam = {
        # usage: ["sambanova_sdk.types.JSONSchemaParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/description", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
        "description": k_0,
        # usage: ["sambanova_sdk.types.JSONSchemaParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/name", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
        "name": k_1,
        # usage: ["sambanova_sdk.types.JSONSchemaParam['schema']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/schema", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
        "schema": k_2,
        # usage: ["sambanova_sdk.types.JSONSchemaParam['strict']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/strict", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
        "strict": k_3,
    }
    # usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    print(full)
    # usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema", "sambanova_sdk.types.JSONSchemaParam[*", "sambanova_sdk.types.JSONSchemaParam['description']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/description", "sambanova_sdk.types.JSONSchemaParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/name", "sambanova_sdk.types.JSONSchemaParam['schema']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/schema", "sambanova_sdk.types.JSONSchemaParam['strict']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/strict"]
    minimal: JSONSchemaParam = {
        # usage: ["sambanova_sdk.types.JSONSchemaParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/JSONSchema/properties/name", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
        "name": k_1,
    }
    # usage: ["sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    print(minimal)


# usage: ["sambanova_sdk.types.LogProbs"]
def read_LogProbs(
    # usage: ["sambanova_sdk.types.LogProbs"]
    value: LogProbs,
) -> None:
    # usage: ["sambanova_sdk.types.LogProbs.content", "spec:specs/audio.yaml#/components/schemas/LogProbs/properties/content", "sambanova_sdk.types.LogProbs", "sambanova_sdk.types.LogProbsContent"]
    f_0: list[LogProbsContent] = value.content
    print(f_0)


# usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
def send_LogProbsContentParam(
    # usage: ["sambanova_sdk.types.LogProbsContentParam['bytes']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/bytes", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    k_0: Iterable[int] | None,
    # usage: ["sambanova_sdk.types.LogProbsContentParam['logprob']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    k_1: float,
    # usage: ["sambanova_sdk.types.LogProbsContentParam['token']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    k_2: str,
    # usage: ["sambanova_sdk.types.LogProbsContentParam['top_logprobs']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    k_3: Iterable[TopLogProbsParam],
) -> None:
    # usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent", "sambanova_sdk.types.LogProbsContentParam[*", "sambanova_sdk.types.LogProbsContentParam['bytes']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/bytes", "sambanova_sdk.types.LogProbsContentParam['logprob']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContentParam['token']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContentParam['top_logprobs']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs"]
    full: LogProbsContentParam = {
        # usage: ["sambanova_sdk.types.LogProbsContentParam['bytes']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/bytes", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "bytes": k_0,
        # usage: ["sambanova_sdk.types.LogProbsContentParam['logprob']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "logprob": k_1,
        # usage: ["sambanova_sdk.types.LogProbsContentParam['token']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "token": k_2,
        # usage: ["sambanova_sdk.types.LogProbsContentParam['top_logprobs']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "top_logprobs": k_3,
    }
    # usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    print(full)
    # usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent", "sambanova_sdk.types.LogProbsContentParam[*", "sambanova_sdk.types.LogProbsContentParam['bytes']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/bytes", "sambanova_sdk.types.LogProbsContentParam['logprob']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContentParam['token']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContentParam['top_logprobs']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs"]
    minimal: LogProbsContentParam = {
        # usage: ["sambanova_sdk.types.LogProbsContentParam['logprob']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "logprob": k_1,
        # usage: ["sambanova_sdk.types.LogProbsContentParam['token']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "token": k_2,
        # usage: ["sambanova_sdk.types.LogProbsContentParam['top_logprobs']", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
        "top_logprobs": k_3,
    }
    # usage: ["sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    print(minimal)


# usage: ["sambanova_sdk.types.LogProbsContent"]
def read_LogProbsContent(
    # usage: ["sambanova_sdk.types.LogProbsContent"]
    value: LogProbsContent,
) -> None:
    # usage: ["sambanova_sdk.types.LogProbsContent.bytes", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/bytes", "sambanova_sdk.types.LogProbsContent"]
    f_0: list[int] | None = value.bytes
    print(f_0)
    # usage: ["sambanova_sdk.types.LogProbsContent.logprob", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/logprob", "sambanova_sdk.types.LogProbsContent"]
    f_1: float = value.logprob
    print(f_1)
    # usage: ["sambanova_sdk.types.LogProbsContent.token", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/token", "sambanova_sdk.types.LogProbsContent"]
    f_2: str = value.token
    print(f_2)
    # usage: ["sambanova_sdk.types.LogProbsContent.top_logprobs", "spec:specs/audio.yaml#/components/schemas/LogProbsContent/properties/top_logprobs", "sambanova_sdk.types.LogProbsContent", "sambanova_sdk.types.TopLogProbs"]
    f_3: list[TopLogProbs] = value.top_logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.Message"]
def read_Message(
    # usage: ["sambanova_sdk.types.Message"]
    value: Message,
) -> None:
    # usage: ["sambanova_sdk.types.Message.id", "spec:specs/messages.yaml#/components/schemas/Message/properties/id", "sambanova_sdk.types.Message"]
    f_0: str = value.id
    print(f_0)
    # usage: ["sambanova_sdk.types.Message.type", "spec:specs/messages.yaml#/components/schemas/Message/properties/type", "sambanova_sdk.types.Message"]
    f_1: Literal["message"] = value.type
    print(f_1)
    # usage: ["sambanova_sdk.types.Message.role", "spec:specs/messages.yaml#/components/schemas/Message/properties/role", "sambanova_sdk.types.Message"]
    f_2: Literal["assistant"] = value.role
    print(f_2)
    # usage: ["sambanova_sdk.types.Message.content", "spec:specs/messages.yaml#/components/schemas/Message/properties/content", "sambanova_sdk.types.Message", "sambanova_sdk.types.MessageOutputContentBlock"]
    f_3: list[MessageOutputContentBlock] = value.content
    print(f_3)
    # usage: ["sambanova_sdk.types.Message.model", "spec:specs/messages.yaml#/components/schemas/Message/properties/model", "sambanova_sdk.types.Message"]
    f_4: str = value.model
    print(f_4)
    # usage: ["sambanova_sdk.types.Message.stop_reason", "spec:specs/messages.yaml#/components/schemas/Message/properties/stop_reason", "sambanova_sdk.types.Message", "sambanova_sdk.types.MessageStopReason"]
    f_5: MessageStopReason | None = value.stop_reason
    print(f_5)
    # usage: ["sambanova_sdk.types.Message.stop_sequence", "spec:specs/messages.yaml#/components/schemas/Message/properties/stop_sequence", "sambanova_sdk.types.Message"]
    f_6: str | None = value.stop_sequence
    print(f_6)
    # usage: ["sambanova_sdk.types.Message.stop_details", "spec:specs/messages.yaml#/components/schemas/Message/properties/stop_details", "sambanova_sdk.types.Message", "sambanova_sdk.types.MessageStopDetails"]
    f_7: MessageStopDetails | None = value.stop_details
    print(f_7)
    # usage: ["sambanova_sdk.types.Message.usage", "spec:specs/messages.yaml#/components/schemas/Message/properties/usage", "sambanova_sdk.types.Message", "sambanova_sdk.types.MessageUsage"]
    f_8: MessageUsage = value.usage
    print(f_8)
    # usage: ["sambanova_sdk.types.Message.container", "spec:specs/messages.yaml#/components/schemas/Message/properties/container", "sambanova_sdk.types.Message", "sambanova_sdk.types.MessageContainer"]
    f_9: MessageContainer | None = value.container
    print(f_9)


# usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
def send_MessageCacheControlParam(
    # usage: ["sambanova_sdk.types.MessageCacheControlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/type", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_0: Literal["ephemeral"],
    # usage: ["sambanova_sdk.types.MessageCacheControlParam['ttl']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/ttl", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_1: str | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl", "sambanova_sdk.types.MessageCacheControlParam[*", "sambanova_sdk.types.MessageCacheControlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/type", "sambanova_sdk.types.MessageCacheControlParam['ttl']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/ttl"]
    full: MessageCacheControlParam = {
        # usage: ["sambanova_sdk.types.MessageCacheControlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/type", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageCacheControlParam['ttl']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/ttl", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
        "ttl": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl", "sambanova_sdk.types.MessageCacheControlParam[*", "sambanova_sdk.types.MessageCacheControlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/type", "sambanova_sdk.types.MessageCacheControlParam['ttl']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/ttl"]
    minimal: MessageCacheControlParam = {
        # usage: ["sambanova_sdk.types.MessageCacheControlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageCacheControl/properties/type", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageContainer"]
def read_MessageContainer(
    # usage: ["sambanova_sdk.types.MessageContainer"]
    value: MessageContainer,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContainer.id", "spec:specs/messages.yaml#/components/schemas/MessageContainer/properties/id", "sambanova_sdk.types.MessageContainer"]
    f_0: str = value.id
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContainer.expires_at", "spec:specs/messages.yaml#/components/schemas/MessageContainer/properties/expires_at", "sambanova_sdk.types.MessageContainer"]
    f_1: str = value.expires_at
    print(f_1)


# usage: ["sambanova_sdk.types.MessageContentBlockDelta"]
def read_MessageContentBlockDelta(
    # usage: ["sambanova_sdk.types.MessageContentBlockDelta"]
    value: MessageContentBlockDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockDelta", "sambanova_sdk.types.MessageContentBlockInputJsonDelta", "sambanova_sdk.types.MessageContentBlockSignatureDelta", "sambanova_sdk.types.MessageContentBlockTextDelta", "sambanova_sdk.types.MessageContentBlockThinkingDelta"]
    aliased: Annotated[MessageContentBlockTextDelta | MessageContentBlockInputJsonDelta | MessageContentBlockThinkingDelta | MessageContentBlockSignatureDelta, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent"]
def read_MessageContentBlockDeltaEvent(
    # usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent"]
    value: MessageContentBlockDeltaEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockDeltaEvent/properties/type", "sambanova_sdk.types.MessageContentBlockDeltaEvent"]
    f_0: Literal["content_block_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent.index", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockDeltaEvent/properties/index", "sambanova_sdk.types.MessageContentBlockDeltaEvent"]
    f_1: int = value.index
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageContentBlockDeltaEvent.delta", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockDeltaEvent/properties/delta", "sambanova_sdk.types.MessageContentBlockDeltaEvent", "sambanova_sdk.types.MessageContentBlockDelta"]
    f_2: MessageContentBlockDelta = value.delta
    print(f_2)


# usage: ["sambanova_sdk.types.MessageContentBlockInputJsonDelta"]
def read_MessageContentBlockInputJsonDelta(
    # usage: ["sambanova_sdk.types.MessageContentBlockInputJsonDelta"]
    value: MessageContentBlockInputJsonDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockInputJsonDelta.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockInputJsonDelta/properties/type", "sambanova_sdk.types.MessageContentBlockInputJsonDelta"]
    f_0: Literal["input_json_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockInputJsonDelta.partial_json", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockInputJsonDelta/properties/partial_json", "sambanova_sdk.types.MessageContentBlockInputJsonDelta"]
    f_1: str = value.partial_json
    print(f_1)


# usage: ["sambanova_sdk.types.MessageContentBlockSignatureDelta"]
def read_MessageContentBlockSignatureDelta(
    # usage: ["sambanova_sdk.types.MessageContentBlockSignatureDelta"]
    value: MessageContentBlockSignatureDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockSignatureDelta.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockSignatureDelta/properties/type", "sambanova_sdk.types.MessageContentBlockSignatureDelta"]
    f_0: Literal["signature_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockSignatureDelta.signature", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockSignatureDelta/properties/signature", "sambanova_sdk.types.MessageContentBlockSignatureDelta"]
    f_1: str = value.signature
    print(f_1)


# usage: ["sambanova_sdk.types.MessageContentBlockStartEvent"]
def read_MessageContentBlockStartEvent(
    # usage: ["sambanova_sdk.types.MessageContentBlockStartEvent"]
    value: MessageContentBlockStartEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockStartEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockStartEvent/properties/type", "sambanova_sdk.types.MessageContentBlockStartEvent"]
    f_0: Literal["content_block_start"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockStartEvent.index", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockStartEvent/properties/index", "sambanova_sdk.types.MessageContentBlockStartEvent"]
    f_1: int = value.index
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageContentBlockStartEvent.content_block", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockStartEvent/properties/content_block", "sambanova_sdk.types.MessageContentBlockStartEvent", "sambanova_sdk.types.MessageOutputContentBlock"]
    f_2: MessageOutputContentBlock = value.content_block
    print(f_2)


# usage: ["sambanova_sdk.types.MessageContentBlockStopEvent"]
def read_MessageContentBlockStopEvent(
    # usage: ["sambanova_sdk.types.MessageContentBlockStopEvent"]
    value: MessageContentBlockStopEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockStopEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockStopEvent/properties/type", "sambanova_sdk.types.MessageContentBlockStopEvent"]
    f_0: Literal["content_block_stop"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockStopEvent.index", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockStopEvent/properties/index", "sambanova_sdk.types.MessageContentBlockStopEvent"]
    f_1: int = value.index
    print(f_1)


# usage: ["sambanova_sdk.types.MessageContentBlockTextDelta"]
def read_MessageContentBlockTextDelta(
    # usage: ["sambanova_sdk.types.MessageContentBlockTextDelta"]
    value: MessageContentBlockTextDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockTextDelta.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockTextDelta/properties/type", "sambanova_sdk.types.MessageContentBlockTextDelta"]
    f_0: Literal["text_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockTextDelta.text", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockTextDelta/properties/text", "sambanova_sdk.types.MessageContentBlockTextDelta"]
    f_1: str = value.text
    print(f_1)


# usage: ["sambanova_sdk.types.MessageContentBlockThinkingDelta"]
def read_MessageContentBlockThinkingDelta(
    # usage: ["sambanova_sdk.types.MessageContentBlockThinkingDelta"]
    value: MessageContentBlockThinkingDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageContentBlockThinkingDelta.type", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockThinkingDelta/properties/type", "sambanova_sdk.types.MessageContentBlockThinkingDelta"]
    f_0: Literal["thinking_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageContentBlockThinkingDelta.thinking", "spec:specs/messages.yaml#/components/schemas/MessageContentBlockThinkingDelta/properties/thinking", "sambanova_sdk.types.MessageContentBlockThinkingDelta"]
    f_1: str = value.thinking
    print(f_1)


# usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
def send_MessageCountTokensRequestParam(
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
    k_0: str,
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    k_1: Iterable[MessageInputMessageParam],
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt"]
    k_2: MessageSystemPromptParam,
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig"]
    k_3: MessageThinkingConfigParam,
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_4: Iterable[MessageToolParam] | None,
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice"]
    k_5: MessageToolChoiceParam | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageCountTokensRequestParam[*", "sambanova_sdk.types.MessageCountTokensRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "sambanova_sdk.types.MessageCountTokensRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "sambanova_sdk.types.MessageCountTokensRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "sambanova_sdk.types.MessageCountTokensRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "sambanova_sdk.types.MessageCountTokensRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "sambanova_sdk.types.MessageCountTokensRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice"]
    full: MessageCountTokensRequestParam = {
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "messages": k_1,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "system": k_2,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "thinking": k_3,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "tools": k_4,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "tool_choice": k_5,
    }
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest", "sambanova_sdk.types.MessageCountTokensRequestParam[*", "sambanova_sdk.types.MessageCountTokensRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "sambanova_sdk.types.MessageCountTokensRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "sambanova_sdk.types.MessageCountTokensRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/system", "sambanova_sdk.types.MessageCountTokensRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/thinking", "sambanova_sdk.types.MessageCountTokensRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tools", "sambanova_sdk.types.MessageCountTokensRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/tool_choice"]
    minimal: MessageCountTokensRequestParam = {
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/model", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensRequest/properties/messages", "sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
        "messages": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageCountTokensRequestParam", "sambanova_sdk.types.MessageCountTokensRequest"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageCountTokensResponse"]
def read_MessageCountTokensResponse(
    # usage: ["sambanova_sdk.types.MessageCountTokensResponse"]
    value: MessageCountTokensResponse,
) -> None:
    # usage: ["sambanova_sdk.types.MessageCountTokensResponse.input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageCountTokensResponse/properties/input_tokens", "sambanova_sdk.types.MessageCountTokensResponse"]
    f_0: int = value.input_tokens
    print(f_0)


# usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
def send_MessageCreateRequestParam(
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageCreateRequestModel"]
    k_0: str | MessageCreateRequestModel,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['max_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_1: int,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    k_2: Iterable[MessageInputMessageParam],
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt"]
    k_3: MessageSystemPromptParam,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['temperature']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_4: float | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['top_p']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_5: float | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['top_k']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_6: int | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['stop_sequences']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_7: Iterable[str] | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['stream']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stream", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_8: bool | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['metadata']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
    k_9: MessageMetadataParam,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig"]
    k_10: MessageThinkingConfigParam,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_11: Iterable[MessageToolParam] | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice"]
    k_12: MessageToolChoiceParam | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['service_tier']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_13: Literal["auto", "standard_only"] | None,
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam['container']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    k_14: str | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageCreateRequestParam[*", "sambanova_sdk.types.MessageCreateRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "sambanova_sdk.types.MessageCreateRequestParam['max_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "sambanova_sdk.types.MessageCreateRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "sambanova_sdk.types.MessageCreateRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "sambanova_sdk.types.MessageCreateRequestParam['temperature']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "sambanova_sdk.types.MessageCreateRequestParam['top_p']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "sambanova_sdk.types.MessageCreateRequestParam['top_k']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "sambanova_sdk.types.MessageCreateRequestParam['stop_sequences']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "sambanova_sdk.types.MessageCreateRequestParam['stream']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stream", "sambanova_sdk.types.MessageCreateRequestParam['metadata']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "sambanova_sdk.types.MessageCreateRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "sambanova_sdk.types.MessageCreateRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "sambanova_sdk.types.MessageCreateRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "sambanova_sdk.types.MessageCreateRequestParam['service_tier']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "sambanova_sdk.types.MessageCreateRequestParam['container']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container"]
    full: MessageCreateRequestParam = {
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['max_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "max_tokens": k_1,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "messages": k_2,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "system": k_3,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['temperature']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "temperature": k_4,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['top_p']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "top_p": k_5,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['top_k']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "top_k": k_6,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['stop_sequences']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "stop_sequences": k_7,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['stream']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stream", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "stream": k_8,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['metadata']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "metadata": k_9,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "thinking": k_10,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "tools": k_11,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "tool_choice": k_12,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['service_tier']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "service_tier": k_13,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['container']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "container": k_14,
    }
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest", "sambanova_sdk.types.MessageCreateRequestParam[*", "sambanova_sdk.types.MessageCreateRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "sambanova_sdk.types.MessageCreateRequestParam['max_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "sambanova_sdk.types.MessageCreateRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "sambanova_sdk.types.MessageCreateRequestParam['system']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/system", "sambanova_sdk.types.MessageCreateRequestParam['temperature']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/temperature", "sambanova_sdk.types.MessageCreateRequestParam['top_p']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_p", "sambanova_sdk.types.MessageCreateRequestParam['top_k']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/top_k", "sambanova_sdk.types.MessageCreateRequestParam['stop_sequences']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stop_sequences", "sambanova_sdk.types.MessageCreateRequestParam['stream']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/stream", "sambanova_sdk.types.MessageCreateRequestParam['metadata']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/metadata", "sambanova_sdk.types.MessageCreateRequestParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/thinking", "sambanova_sdk.types.MessageCreateRequestParam['tools']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tools", "sambanova_sdk.types.MessageCreateRequestParam['tool_choice']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/tool_choice", "sambanova_sdk.types.MessageCreateRequestParam['service_tier']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/service_tier", "sambanova_sdk.types.MessageCreateRequestParam['container']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/container"]
    minimal: MessageCreateRequestParam = {
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['model']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/model", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['max_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/max_tokens", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "max_tokens": k_1,
        # usage: ["sambanova_sdk.types.MessageCreateRequestParam['messages']", "spec:specs/messages.yaml#/components/schemas/MessageCreateRequest/properties/messages", "sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
        "messages": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageCreateRequestParam", "sambanova_sdk.types.MessageCreateRequest"]
    print(minimal)




# usage: ["sambanova_sdk.types.MessageDeltaEvent"]
def read_MessageDeltaEvent(
    # usage: ["sambanova_sdk.types.MessageDeltaEvent"]
    value: MessageDeltaEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageDeltaEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/type", "sambanova_sdk.types.MessageDeltaEvent"]
    f_0: Literal["message_delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageDeltaEvent.delta", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/delta", "sambanova_sdk.types.MessageDeltaEvent", "sambanova_sdk.types.MessageDeltaEventDelta"]
    f_1: MessageDeltaEventDelta = value.delta
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageDeltaEvent.usage", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/usage", "sambanova_sdk.types.MessageDeltaEvent", "sambanova_sdk.types.MessageDeltaUsage"]
    f_2: MessageDeltaUsage = value.usage
    print(f_2)


# usage: ["sambanova_sdk.types.MessageDeltaEventDelta"]
def read_MessageDeltaEventDelta(
    # usage: ["sambanova_sdk.types.MessageDeltaEventDelta"]
    value: MessageDeltaEventDelta,
) -> None:
    # usage: ["sambanova_sdk.types.MessageDeltaEventDelta.stop_reason", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/delta/properties/stop_reason", "sambanova_sdk.types.MessageDeltaEventDelta", "sambanova_sdk.types.MessageStopReason"]
    f_0: MessageStopReason = value.stop_reason
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageDeltaEventDelta.stop_sequence", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/delta/properties/stop_sequence", "sambanova_sdk.types.MessageDeltaEventDelta"]
    f_1: str | None = value.stop_sequence
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageDeltaEventDelta.stop_details", "spec:specs/messages.yaml#/components/schemas/MessageDeltaEvent/properties/delta/properties/stop_details", "sambanova_sdk.types.MessageDeltaEventDelta", "sambanova_sdk.types.MessageStopDetails"]
    f_2: MessageStopDetails | None = value.stop_details
    print(f_2)


# usage: ["sambanova_sdk.types.MessageDeltaUsage"]
def read_MessageDeltaUsage(
    # usage: ["sambanova_sdk.types.MessageDeltaUsage"]
    value: MessageDeltaUsage,
) -> None:
    # usage: ["sambanova_sdk.types.MessageDeltaUsage.output_tokens", "spec:specs/messages.yaml#/components/schemas/MessageDeltaUsage/properties/output_tokens", "sambanova_sdk.types.MessageDeltaUsage"]
    f_0: int = value.output_tokens
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageDeltaUsage.input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageDeltaUsage/properties/input_tokens", "sambanova_sdk.types.MessageDeltaUsage"]
    f_1: int | None = value.input_tokens
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageDeltaUsage.cache_creation_input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageDeltaUsage/properties/cache_creation_input_tokens", "sambanova_sdk.types.MessageDeltaUsage"]
    f_2: int | None = value.cache_creation_input_tokens
    print(f_2)
    # usage: ["sambanova_sdk.types.MessageDeltaUsage.cache_read_input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageDeltaUsage/properties/cache_read_input_tokens", "sambanova_sdk.types.MessageDeltaUsage"]
    f_3: int | None = value.cache_read_input_tokens
    print(f_3)
    # usage: ["sambanova_sdk.types.MessageDeltaUsage.server_tool_use", "spec:specs/messages.yaml#/components/schemas/MessageDeltaUsage/properties/server_tool_use", "sambanova_sdk.types.MessageDeltaUsage"]
    f_4: dict[str, Any] | None = value.server_tool_use
    print(f_4)


# usage: ["sambanova_sdk.types.MessageError"]
def read_MessageError(
    # usage: ["sambanova_sdk.types.MessageError"]
    value: MessageError,
) -> None:
    # usage: ["sambanova_sdk.types.MessageError.type", "spec:specs/messages.yaml#/components/schemas/MessageError/properties/type", "sambanova_sdk.types.MessageError", "sambanova_sdk.types.MessageErrorType"]
    f_0: MessageErrorType = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageError.message", "spec:specs/messages.yaml#/components/schemas/MessageError/properties/message", "sambanova_sdk.types.MessageError"]
    f_1: str = value.message
    print(f_1)


# usage: ["sambanova_sdk.types.MessageErrorResponse"]
def read_MessageErrorResponse(
    # usage: ["sambanova_sdk.types.MessageErrorResponse"]
    value: MessageErrorResponse,
) -> None:
    # usage: ["sambanova_sdk.types.MessageErrorResponse.type", "spec:specs/messages.yaml#/components/schemas/MessageErrorResponse/properties/type", "sambanova_sdk.types.MessageErrorResponse"]
    f_0: Literal["error"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageErrorResponse.error", "spec:specs/messages.yaml#/components/schemas/MessageErrorResponse/properties/error", "sambanova_sdk.types.MessageErrorResponse", "sambanova_sdk.types.MessageError"]
    f_1: MessageError = value.error
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageErrorResponse.request_id", "spec:specs/messages.yaml#/components/schemas/MessageErrorResponse/properties/request_id", "sambanova_sdk.types.MessageErrorResponse"]
    f_2: str | None = value.request_id
    print(f_2)


# usage: ["sambanova_sdk.types.MessageErrorType"]
def read_MessageErrorType(
    # usage: ["sambanova_sdk.types.MessageErrorType"]
    value: MessageErrorType,
) -> None:
    # usage: ["sambanova_sdk.types.MessageErrorType"]
    aliased: Literal["invalid_request_error", "authentication_error", "permission_error", "not_found_error", "request_too_large", "rate_limit_error", "api_error", "overloaded_error", "not_implemented_error"] | str = value
    print(aliased)


# usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
def send_MessageInputBashCodeExecutionToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
    k_0: Literal["bash_code_execution_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
    k_2: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/cache_control"]
    full: MessageInputBashCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/cache_control"]
    minimal: MessageInputBashCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
def send_MessageInputCodeExecutionToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
    k_0: Literal["code_execution_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
    k_2: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/cache_control"]
    full: MessageInputCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/cache_control"]
    minimal: MessageInputCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
def send_MessageInputContainerUploadBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
    k_0: Literal["container_upload"],
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['file_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/cache_control", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_2: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageInputContainerUploadBlockParam[*", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['file_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/cache_control"]
    full: MessageInputContainerUploadBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['file_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
        "file_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/cache_control", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
        "cache_control": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageInputContainerUploadBlockParam[*", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['file_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageInputContainerUploadBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/cache_control"]
    minimal: MessageInputContainerUploadBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam['file_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
        "file_id": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputContentBlockParam", "sambanova_sdk.types.MessageInputContentBlock", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
def send_MessageInputContentBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputContentBlockParam", "sambanova_sdk.types.MessageInputContentBlock", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    value: MessageInputTextBlockParam | MessageInputImageBlockParam | MessageInputVideoBlockParam | MessageInputToolUseBlockParam | MessageInputToolResultBlockParam | MessageInputServerToolUseBlockParam | MessageInputSearchResultBlockParam | MessageInputWebSearchToolResultBlockParam | MessageInputWebFetchToolResultBlockParam | MessageInputCodeExecutionToolResultBlockParam | MessageInputBashCodeExecutionToolResultBlockParam | MessageInputTextEditorCodeExecutionToolResultBlockParam | MessageInputToolSearchToolResultBlockParam | MessageInputThinkingBlockParam | MessageInputRedactedThinkingBlockParam | MessageInputContainerUploadBlockParam | MessageInputDocumentBlockParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputContentBlockParam", "sambanova_sdk.types.MessageInputContentBlock", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputContainerUploadBlockParam", "sambanova_sdk.types.MessageInputContainerUploadBlock", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    sent: MessageInputContentBlockParam = value
    print(sent)


# usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
def send_MessageInputDocumentBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/type", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    k_0: Literal["document"],
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/source", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    k_1: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/title", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['context']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/context", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    k_3: str | None,
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/citations", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    k_4: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/cache_control", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_5: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageInputDocumentBlockParam[*", "sambanova_sdk.types.MessageInputDocumentBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/type", "sambanova_sdk.types.MessageInputDocumentBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/source", "sambanova_sdk.types.MessageInputDocumentBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/title", "sambanova_sdk.types.MessageInputDocumentBlockParam['context']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/context", "sambanova_sdk.types.MessageInputDocumentBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/citations", "sambanova_sdk.types.MessageInputDocumentBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/cache_control"]
    full: MessageInputDocumentBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/type", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/source", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "source": k_1,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/title", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "title": k_2,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['context']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/context", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "context": k_3,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/citations", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "citations": k_4,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/cache_control", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "cache_control": k_5,
    }
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock", "sambanova_sdk.types.MessageInputDocumentBlockParam[*", "sambanova_sdk.types.MessageInputDocumentBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/type", "sambanova_sdk.types.MessageInputDocumentBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/source", "sambanova_sdk.types.MessageInputDocumentBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/title", "sambanova_sdk.types.MessageInputDocumentBlockParam['context']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/context", "sambanova_sdk.types.MessageInputDocumentBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/citations", "sambanova_sdk.types.MessageInputDocumentBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/cache_control"]
    minimal: MessageInputDocumentBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/type", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputDocumentBlock/properties/source", "sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
        "source": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputDocumentBlockParam", "sambanova_sdk.types.MessageInputDocumentBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
def send_MessageInputImageBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/type", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
    k_0: Literal["image"],
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/source", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64", "sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
    k_1: MessageInputImageSourceBase64Param | MessageInputImageSourceUrlParam,
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/cache_control", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_2: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputImageBlockParam[*", "sambanova_sdk.types.MessageInputImageBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/type", "sambanova_sdk.types.MessageInputImageBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/source", "sambanova_sdk.types.MessageInputImageBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/cache_control"]
    full: MessageInputImageBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/type", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/source", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
        "source": k_1,
        # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/cache_control", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
        "cache_control": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputImageBlockParam[*", "sambanova_sdk.types.MessageInputImageBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/type", "sambanova_sdk.types.MessageInputImageBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/source", "sambanova_sdk.types.MessageInputImageBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/cache_control"]
    minimal: MessageInputImageBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/type", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputImageBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageBlock/properties/source", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
        "source": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
def send_MessageInputImageSourceBase64Param(
    # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/type", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
    k_0: Literal["base64"],
    # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
    k_1: Literal["image/jpeg", "image/png", "image/webp"],
    # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/data", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
    k_2: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64", "sambanova_sdk.types.MessageInputImageSourceBase64Param[*", "sambanova_sdk.types.MessageInputImageSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/type", "sambanova_sdk.types.MessageInputImageSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputImageSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/data"]
    full: MessageInputImageSourceBase64Param = {
        # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/type", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
        "media_type": k_1,
        # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceBase64/properties/data", "sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
        "data": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputImageSourceBase64Param", "sambanova_sdk.types.MessageInputImageSourceBase64"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
def send_MessageInputImageSourceUrlParam(
    # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/type", "sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
    k_0: Literal["url"],
    # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/url", "sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl", "sambanova_sdk.types.MessageInputImageSourceUrlParam[*", "sambanova_sdk.types.MessageInputImageSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/type", "sambanova_sdk.types.MessageInputImageSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/url"]
    full: MessageInputImageSourceUrlParam = {
        # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/type", "sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputImageSourceUrl/properties/url", "sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
        "url": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputImageSourceUrlParam", "sambanova_sdk.types.MessageInputImageSourceUrl"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
def send_MessageInputMessageParam(
    # usage: ["sambanova_sdk.types.MessageInputMessageParam['role']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/role", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    k_0: Literal["user", "assistant"],
    # usage: ["sambanova_sdk.types.MessageInputMessageParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/content", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage", "sambanova_sdk.types.MessageInputContentBlockParam", "sambanova_sdk.types.MessageInputContentBlock"]
    k_1: str | Iterable[MessageInputContentBlockParam],
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage", "sambanova_sdk.types.MessageInputMessageParam[*", "sambanova_sdk.types.MessageInputMessageParam['role']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/role", "sambanova_sdk.types.MessageInputMessageParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/content"]
    full: MessageInputMessageParam = {
        # usage: ["sambanova_sdk.types.MessageInputMessageParam['role']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/role", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.MessageInputMessageParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputMessage/properties/content", "sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
        "content": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputMessageParam", "sambanova_sdk.types.MessageInputMessage"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
def send_MessageInputRedactedThinkingBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
    k_0: Literal["redacted_thinking"],
    # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/data", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam[*", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/data"]
    full: MessageInputRedactedThinkingBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputRedactedThinkingBlock/properties/data", "sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
        "data": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputRedactedThinkingBlockParam", "sambanova_sdk.types.MessageInputRedactedThinkingBlock"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
def send_MessageInputSearchResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/type", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    k_0: Literal["search_result"],
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/title", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/source", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    k_2: str,
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/content", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    k_3: Iterable[MessageInputTextBlockParam],
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/citations", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    k_4: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_5: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputSearchResultBlockParam[*", "sambanova_sdk.types.MessageInputSearchResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/type", "sambanova_sdk.types.MessageInputSearchResultBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/title", "sambanova_sdk.types.MessageInputSearchResultBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/source", "sambanova_sdk.types.MessageInputSearchResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/content", "sambanova_sdk.types.MessageInputSearchResultBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/citations", "sambanova_sdk.types.MessageInputSearchResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/cache_control"]
    full: MessageInputSearchResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/type", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/title", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "title": k_1,
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/source", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "source": k_2,
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/content", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "content": k_3,
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/citations", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "citations": k_4,
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "cache_control": k_5,
    }
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock", "sambanova_sdk.types.MessageInputSearchResultBlockParam[*", "sambanova_sdk.types.MessageInputSearchResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/type", "sambanova_sdk.types.MessageInputSearchResultBlockParam['title']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/title", "sambanova_sdk.types.MessageInputSearchResultBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/source", "sambanova_sdk.types.MessageInputSearchResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/content", "sambanova_sdk.types.MessageInputSearchResultBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/citations", "sambanova_sdk.types.MessageInputSearchResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/cache_control"]
    minimal: MessageInputSearchResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputSearchResultBlock/properties/type", "sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageInputSearchResultBlockParam", "sambanova_sdk.types.MessageInputSearchResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
def send_MessageInputServerToolUseBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    k_0: Literal["server_tool_use"],
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    k_2: str,
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    k_3: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/cache_control", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_4: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageInputServerToolUseBlockParam[*", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/cache_control"]
    full: MessageInputServerToolUseBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "name": k_2,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "input": k_3,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/cache_control", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "cache_control": k_4,
    }
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock", "sambanova_sdk.types.MessageInputServerToolUseBlockParam[*", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputServerToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/cache_control"]
    minimal: MessageInputServerToolUseBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "name": k_2,
        # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
        "input": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputServerToolUseBlockParam", "sambanova_sdk.types.MessageInputServerToolUseBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
def send_MessageInputTextBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/type", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    k_0: Literal["text"],
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/text", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_2: MessageCacheControlParam,
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/citations", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    k_3: Iterable[Mapping[str, object]] | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageInputTextBlockParam[*", "sambanova_sdk.types.MessageInputTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/type", "sambanova_sdk.types.MessageInputTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/text", "sambanova_sdk.types.MessageInputTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/citations"]
    full: MessageInputTextBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/type", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/text", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "text": k_1,
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "cache_control": k_2,
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/citations", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "citations": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock", "sambanova_sdk.types.MessageInputTextBlockParam[*", "sambanova_sdk.types.MessageInputTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/type", "sambanova_sdk.types.MessageInputTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/text", "sambanova_sdk.types.MessageInputTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/citations"]
    minimal: MessageInputTextBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/type", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextBlock/properties/text", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
        "text": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
def send_MessageInputTextEditorCodeExecutionToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
    k_0: Literal["text_editor_code_execution_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
    k_2: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/cache_control"]
    full: MessageInputTextEditorCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam[*", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/cache_control"]
    minimal: MessageInputTextEditorCodeExecutionToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlockParam", "sambanova_sdk.types.MessageInputTextEditorCodeExecutionToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
def send_MessageInputThinkingBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
    k_0: Literal["thinking"],
    # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/thinking", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['signature']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/signature", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
    k_2: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock", "sambanova_sdk.types.MessageInputThinkingBlockParam[*", "sambanova_sdk.types.MessageInputThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputThinkingBlockParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/thinking", "sambanova_sdk.types.MessageInputThinkingBlockParam['signature']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/signature"]
    full: MessageInputThinkingBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/type", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['thinking']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/thinking", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
        "thinking": k_1,
        # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam['signature']", "spec:specs/messages.yaml#/components/schemas/MessageInputThinkingBlock/properties/signature", "sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
        "signature": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputThinkingBlockParam", "sambanova_sdk.types.MessageInputThinkingBlock"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
def send_MessageInputToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
    k_0: Literal["tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolResultContentParam", "sambanova_sdk.types.MessageInputToolResultContent"]
    k_2: str | Iterable[MessageInputToolResultContentParam],
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['is_error']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/is_error", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
    k_3: bool | None,
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_4: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolResultBlockParam[*", "sambanova_sdk.types.MessageInputToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolResultBlockParam['is_error']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/is_error", "sambanova_sdk.types.MessageInputToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/cache_control"]
    full: MessageInputToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['is_error']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/is_error", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "is_error": k_3,
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "cache_control": k_4,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock", "sambanova_sdk.types.MessageInputToolResultBlockParam[*", "sambanova_sdk.types.MessageInputToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolResultBlockParam['is_error']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/is_error", "sambanova_sdk.types.MessageInputToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/cache_control"]
    minimal: MessageInputToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
        "tool_use_id": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolResultBlockParam", "sambanova_sdk.types.MessageInputToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputToolResultContentParam", "sambanova_sdk.types.MessageInputToolResultContent", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
def send_MessageInputToolResultContentParam(
    # usage: ["sambanova_sdk.types.MessageInputToolResultContentParam", "sambanova_sdk.types.MessageInputToolResultContent", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    value: MessageInputTextBlockParam | MessageInputImageBlockParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputToolResultContentParam", "sambanova_sdk.types.MessageInputToolResultContent", "sambanova_sdk.types.MessageInputImageBlockParam", "sambanova_sdk.types.MessageInputImageBlock", "sambanova_sdk.types.MessageInputTextBlockParam", "sambanova_sdk.types.MessageInputTextBlock"]
    sent: MessageInputToolResultContentParam = value
    print(sent)


# usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
def send_MessageInputToolSearchToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
    k_0: Literal["tool_search_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
    k_2: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/cache_control"]
    full: MessageInputToolSearchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/cache_control"]
    minimal: MessageInputToolSearchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputToolSearchToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
def send_MessageInputToolUseBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    k_0: Literal["tool_use"],
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    k_2: str,
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    k_3: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_4: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageInputToolUseBlockParam[*", "sambanova_sdk.types.MessageInputToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/cache_control"]
    full: MessageInputToolUseBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "name": k_2,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "input": k_3,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/cache_control", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "cache_control": k_4,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock", "sambanova_sdk.types.MessageInputToolUseBlockParam[*", "sambanova_sdk.types.MessageInputToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputToolUseBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/cache_control"]
    minimal: MessageInputToolUseBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/type", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['id']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/id", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/name", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "name": k_2,
        # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam['input']", "spec:specs/messages.yaml#/components/schemas/MessageInputToolUseBlock/properties/input", "sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
        "input": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputToolUseBlockParam", "sambanova_sdk.types.MessageInputToolUseBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
def send_MessageInputVideoBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/type", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
    k_0: Literal["video"],
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/source", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64", "sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
    k_1: MessageInputVideoSourceBase64Param | MessageInputVideoSourceUrlParam,
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/cache_control", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_2: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputVideoBlockParam[*", "sambanova_sdk.types.MessageInputVideoBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/type", "sambanova_sdk.types.MessageInputVideoBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/source", "sambanova_sdk.types.MessageInputVideoBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/cache_control"]
    full: MessageInputVideoBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/type", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/source", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
        "source": k_1,
        # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/cache_control", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
        "cache_control": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock", "sambanova_sdk.types.MessageInputVideoBlockParam[*", "sambanova_sdk.types.MessageInputVideoBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/type", "sambanova_sdk.types.MessageInputVideoBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/source", "sambanova_sdk.types.MessageInputVideoBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/cache_control"]
    minimal: MessageInputVideoBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/type", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam['source']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoBlock/properties/source", "sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
        "source": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputVideoBlockParam", "sambanova_sdk.types.MessageInputVideoBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
def send_MessageInputVideoSourceBase64Param(
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
    k_0: Literal["base64"],
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
    k_1: Literal["video/mp4"],
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/data", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
    k_2: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64", "sambanova_sdk.types.MessageInputVideoSourceBase64Param[*", "sambanova_sdk.types.MessageInputVideoSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/data"]
    full: MessageInputVideoSourceBase64Param = {
        # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['media_type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/media_type", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
        "media_type": k_1,
        # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param['data']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceBase64/properties/data", "sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
        "data": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceBase64Param", "sambanova_sdk.types.MessageInputVideoSourceBase64"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
def send_MessageInputVideoSourceUrlParam(
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/type", "sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
    k_0: Literal["url"],
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/url", "sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl", "sambanova_sdk.types.MessageInputVideoSourceUrlParam[*", "sambanova_sdk.types.MessageInputVideoSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/type", "sambanova_sdk.types.MessageInputVideoSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/url"]
    full: MessageInputVideoSourceUrlParam = {
        # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/type", "sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam['url']", "spec:specs/messages.yaml#/components/schemas/MessageInputVideoSourceUrl/properties/url", "sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
        "url": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageInputVideoSourceUrlParam", "sambanova_sdk.types.MessageInputVideoSourceUrl"]
    print(full)


# usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
def send_MessageInputWebFetchToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
    k_0: Literal["web_fetch_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
    k_2: Mapping[str, object],
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/cache_control"]
    full: MessageInputWebFetchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/cache_control"]
    minimal: MessageInputWebFetchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputWebFetchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebFetchToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
def send_MessageInputWebSearchToolResultBlockParam(
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    k_0: Literal["web_search_tool_result"],
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    k_2: Iterable[Mapping[str, object]],
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_3: MessageCacheControlParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/cache_control"]
    full: MessageInputWebSearchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "content": k_2,
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/cache_control", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "cache_control": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam[*", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/cache_control"]
    minimal: MessageInputWebSearchToolResultBlockParam = {
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['tool_use_id']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "tool_use_id": k_1,
        # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam['content']", "spec:specs/messages.yaml#/components/schemas/MessageInputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
        "content": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageInputWebSearchToolResultBlockParam", "sambanova_sdk.types.MessageInputWebSearchToolResultBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
def send_MessageMetadataParam(
    # usage: ["sambanova_sdk.types.MessageMetadataParam['user_id']", "spec:specs/messages.yaml#/components/schemas/MessageMetadata/properties/user_id", "sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
    k_0: str | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata", "sambanova_sdk.types.MessageMetadataParam[*", "sambanova_sdk.types.MessageMetadataParam['user_id']", "spec:specs/messages.yaml#/components/schemas/MessageMetadata/properties/user_id"]
    full: MessageMetadataParam = {
        # usage: ["sambanova_sdk.types.MessageMetadataParam['user_id']", "spec:specs/messages.yaml#/components/schemas/MessageMetadata/properties/user_id", "sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
        "user_id": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata", "sambanova_sdk.types.MessageMetadataParam[*", "sambanova_sdk.types.MessageMetadataParam['user_id']", "spec:specs/messages.yaml#/components/schemas/MessageMetadata/properties/user_id"]
    minimal: MessageMetadataParam = {
    }
    # usage: ["sambanova_sdk.types.MessageMetadataParam", "sambanova_sdk.types.MessageMetadata"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
def read_MessageOutputBashCodeExecutionToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
    value: MessageOutputBashCodeExecutionToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputBashCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
    f_0: Literal["bash_code_execution_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputBashCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputBashCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock"]
    f_2: dict[str, Any] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
def read_MessageOutputCodeExecutionToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
    value: MessageOutputCodeExecutionToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
    f_0: Literal["code_execution_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock"]
    f_2: dict[str, Any] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputContainerUploadBlock"]
def read_MessageOutputContainerUploadBlock(
    # usage: ["sambanova_sdk.types.MessageOutputContainerUploadBlock"]
    value: MessageOutputContainerUploadBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputContainerUploadBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputContainerUploadBlock/properties/type", "sambanova_sdk.types.MessageOutputContainerUploadBlock"]
    f_0: Literal["container_upload"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputContainerUploadBlock.file_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputContainerUploadBlock/properties/file_id", "sambanova_sdk.types.MessageOutputContainerUploadBlock"]
    f_1: str = value.file_id
    print(f_1)


# usage: ["sambanova_sdk.types.MessageOutputContentBlock"]
def read_MessageOutputContentBlock(
    # usage: ["sambanova_sdk.types.MessageOutputContentBlock"]
    value: MessageOutputContentBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputContentBlock", "sambanova_sdk.types.MessageOutputBashCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageOutputCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageOutputContainerUploadBlock", "sambanova_sdk.types.MessageOutputRedactedThinkingBlock", "sambanova_sdk.types.MessageOutputServerToolUseBlock", "sambanova_sdk.types.MessageOutputTextBlock", "sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock", "sambanova_sdk.types.MessageOutputThinkingBlock", "sambanova_sdk.types.MessageOutputToolSearchToolResultBlock", "sambanova_sdk.types.MessageOutputToolUseBlock", "sambanova_sdk.types.MessageOutputWebFetchToolResultBlock", "sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
    aliased: Annotated[MessageOutputTextBlock | MessageOutputToolUseBlock | MessageOutputThinkingBlock | MessageOutputRedactedThinkingBlock | MessageOutputServerToolUseBlock | MessageOutputWebSearchToolResultBlock | MessageOutputWebFetchToolResultBlock | MessageOutputCodeExecutionToolResultBlock | MessageOutputBashCodeExecutionToolResultBlock | MessageOutputTextEditorCodeExecutionToolResultBlock | MessageOutputToolSearchToolResultBlock | MessageOutputContainerUploadBlock, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.MessageOutputRedactedThinkingBlock"]
def read_MessageOutputRedactedThinkingBlock(
    # usage: ["sambanova_sdk.types.MessageOutputRedactedThinkingBlock"]
    value: MessageOutputRedactedThinkingBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputRedactedThinkingBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputRedactedThinkingBlock/properties/type", "sambanova_sdk.types.MessageOutputRedactedThinkingBlock"]
    f_0: Literal["redacted_thinking"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputRedactedThinkingBlock.data", "spec:specs/messages.yaml#/components/schemas/MessageOutputRedactedThinkingBlock/properties/data", "sambanova_sdk.types.MessageOutputRedactedThinkingBlock"]
    f_1: str = value.data
    print(f_1)


# usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock"]
def read_MessageOutputServerToolUseBlock(
    # usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock"]
    value: MessageOutputServerToolUseBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputServerToolUseBlock/properties/type", "sambanova_sdk.types.MessageOutputServerToolUseBlock"]
    f_0: Literal["server_tool_use"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock.id", "spec:specs/messages.yaml#/components/schemas/MessageOutputServerToolUseBlock/properties/id", "sambanova_sdk.types.MessageOutputServerToolUseBlock"]
    f_1: str = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock.name", "spec:specs/messages.yaml#/components/schemas/MessageOutputServerToolUseBlock/properties/name", "sambanova_sdk.types.MessageOutputServerToolUseBlock"]
    f_2: str = value.name
    print(f_2)
    # usage: ["sambanova_sdk.types.MessageOutputServerToolUseBlock.input", "spec:specs/messages.yaml#/components/schemas/MessageOutputServerToolUseBlock/properties/input", "sambanova_sdk.types.MessageOutputServerToolUseBlock"]
    f_3: dict[str, Any] = value.input
    print(f_3)


# usage: ["sambanova_sdk.types.MessageOutputTextBlock"]
def read_MessageOutputTextBlock(
    # usage: ["sambanova_sdk.types.MessageOutputTextBlock"]
    value: MessageOutputTextBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputTextBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextBlock/properties/type", "sambanova_sdk.types.MessageOutputTextBlock"]
    f_0: Literal["text"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputTextBlock.text", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextBlock/properties/text", "sambanova_sdk.types.MessageOutputTextBlock"]
    f_1: str = value.text
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputTextBlock.citations", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextBlock/properties/citations", "sambanova_sdk.types.MessageOutputTextBlock"]
    f_2: list[dict[str, Any]] | None = value.citations
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
def read_MessageOutputTextEditorCodeExecutionToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
    value: MessageOutputTextEditorCodeExecutionToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextEditorCodeExecutionToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
    f_0: Literal["text_editor_code_execution_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextEditorCodeExecutionToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputTextEditorCodeExecutionToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputTextEditorCodeExecutionToolResultBlock"]
    f_2: dict[str, Any] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputThinkingBlock"]
def read_MessageOutputThinkingBlock(
    # usage: ["sambanova_sdk.types.MessageOutputThinkingBlock"]
    value: MessageOutputThinkingBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputThinkingBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputThinkingBlock/properties/type", "sambanova_sdk.types.MessageOutputThinkingBlock"]
    f_0: Literal["thinking"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputThinkingBlock.thinking", "spec:specs/messages.yaml#/components/schemas/MessageOutputThinkingBlock/properties/thinking", "sambanova_sdk.types.MessageOutputThinkingBlock"]
    f_1: str = value.thinking
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputThinkingBlock.signature", "spec:specs/messages.yaml#/components/schemas/MessageOutputThinkingBlock/properties/signature", "sambanova_sdk.types.MessageOutputThinkingBlock"]
    f_2: str | None = value.signature
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
def read_MessageOutputToolSearchToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
    value: MessageOutputToolSearchToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
    f_0: Literal["tool_search_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputToolSearchToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputToolSearchToolResultBlock"]
    f_2: dict[str, Any] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputToolUseBlock"]
def read_MessageOutputToolUseBlock(
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock"]
    value: MessageOutputToolUseBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolUseBlock/properties/type", "sambanova_sdk.types.MessageOutputToolUseBlock"]
    f_0: Literal["tool_use"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock.id", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolUseBlock/properties/id", "sambanova_sdk.types.MessageOutputToolUseBlock"]
    f_1: str = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock.name", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolUseBlock/properties/name", "sambanova_sdk.types.MessageOutputToolUseBlock"]
    f_2: str = value.name
    print(f_2)
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock.input", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolUseBlock/properties/input", "sambanova_sdk.types.MessageOutputToolUseBlock"]
    f_3: dict[str, Any] = value.input
    print(f_3)
    # usage: ["sambanova_sdk.types.MessageOutputToolUseBlock.caller", "spec:specs/messages.yaml#/components/schemas/MessageOutputToolUseBlock/properties/caller", "sambanova_sdk.types.MessageOutputToolUseBlock"]
    f_4: dict[str, Any] | None = value.caller
    print(f_4)


# usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
def read_MessageOutputWebFetchToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
    value: MessageOutputWebFetchToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebFetchToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
    f_0: Literal["web_fetch_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebFetchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputWebFetchToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebFetchToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputWebFetchToolResultBlock"]
    f_2: dict[str, Any] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
def read_MessageOutputWebSearchToolResultBlock(
    # usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
    value: MessageOutputWebSearchToolResultBlock,
) -> None:
    # usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock.type", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebSearchToolResultBlock/properties/type", "sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
    f_0: Literal["web_search_tool_result"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock.tool_use_id", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebSearchToolResultBlock/properties/tool_use_id", "sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
    f_1: str = value.tool_use_id
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageOutputWebSearchToolResultBlock.content", "spec:specs/messages.yaml#/components/schemas/MessageOutputWebSearchToolResultBlock/properties/content", "sambanova_sdk.types.MessageOutputWebSearchToolResultBlock"]
    f_2: list[dict[str, Any]] = value.content
    print(f_2)


# usage: ["sambanova_sdk.types.MessagePingEvent"]
def read_MessagePingEvent(
    # usage: ["sambanova_sdk.types.MessagePingEvent"]
    value: MessagePingEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessagePingEvent.type", "spec:specs/messages.yaml#/components/schemas/MessagePingEvent/properties/type", "sambanova_sdk.types.MessagePingEvent"]
    f_0: Literal["ping"] = value.type
    print(f_0)


# usage: ["sambanova_sdk.types.MessageStartEvent"]
def read_MessageStartEvent(
    # usage: ["sambanova_sdk.types.MessageStartEvent"]
    value: MessageStartEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStartEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageStartEvent/properties/type", "sambanova_sdk.types.MessageStartEvent"]
    f_0: Literal["message_start"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageStartEvent.message", "spec:specs/messages.yaml#/components/schemas/MessageStartEvent/properties/message", "sambanova_sdk.types.MessageStartEvent", "sambanova_sdk.types.Message"]
    f_1: Message = value.message
    print(f_1)


# usage: ["sambanova_sdk.types.MessageStopDetails"]
def read_MessageStopDetails(
    # usage: ["sambanova_sdk.types.MessageStopDetails"]
    value: MessageStopDetails,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStopDetails.type", "spec:specs/messages.yaml#/components/schemas/MessageStopDetails/properties/type", "sambanova_sdk.types.MessageStopDetails"]
    f_0: Literal["refusal"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageStopDetails.category", "spec:specs/messages.yaml#/components/schemas/MessageStopDetails/properties/category", "sambanova_sdk.types.MessageStopDetails"]
    f_1: Literal["cyber", "bio"] | str | None = value.category
    print(f_1)


# usage: ["sambanova_sdk.types.MessageStopEvent"]
def read_MessageStopEvent(
    # usage: ["sambanova_sdk.types.MessageStopEvent"]
    value: MessageStopEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStopEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageStopEvent/properties/type", "sambanova_sdk.types.MessageStopEvent"]
    f_0: Literal["message_stop"] = value.type
    print(f_0)


# usage: ["sambanova_sdk.types.MessageStopReason"]
def read_MessageStopReason(
    # usage: ["sambanova_sdk.types.MessageStopReason"]
    value: MessageStopReason,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStopReason"]
    aliased: Literal["end_turn", "max_tokens", "tool_use", "pause_turn", "refusal", "stop_sequence", "model_context_window_exceeded"] | str = value
    print(aliased)


# usage: ["sambanova_sdk.types.MessageStreamErrorEvent"]
def read_MessageStreamErrorEvent(
    # usage: ["sambanova_sdk.types.MessageStreamErrorEvent"]
    value: MessageStreamErrorEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStreamErrorEvent.type", "spec:specs/messages.yaml#/components/schemas/MessageStreamErrorEvent/properties/type", "sambanova_sdk.types.MessageStreamErrorEvent"]
    f_0: Literal["error"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageStreamErrorEvent.error", "spec:specs/messages.yaml#/components/schemas/MessageStreamErrorEvent/properties/error", "sambanova_sdk.types.MessageStreamErrorEvent", "sambanova_sdk.types.MessageError"]
    f_1: MessageError = value.error
    print(f_1)


# usage: ["sambanova_sdk.types.MessageStreamEvent"]
def read_MessageStreamEvent(
    # usage: ["sambanova_sdk.types.MessageStreamEvent"]
    value: MessageStreamEvent,
) -> None:
    # usage: ["sambanova_sdk.types.MessageStreamEvent", "sambanova_sdk.types.MessageContentBlockDeltaEvent", "sambanova_sdk.types.MessageContentBlockStartEvent", "sambanova_sdk.types.MessageContentBlockStopEvent", "sambanova_sdk.types.MessageDeltaEvent", "sambanova_sdk.types.MessagePingEvent", "sambanova_sdk.types.MessageStartEvent", "sambanova_sdk.types.MessageStopEvent", "sambanova_sdk.types.MessageStreamErrorEvent"]
    aliased: Annotated[MessageStartEvent | MessageContentBlockStartEvent | MessageContentBlockDeltaEvent | MessageContentBlockStopEvent | MessageDeltaEvent | MessageStopEvent | MessagePingEvent | MessageStreamErrorEvent, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
def send_MessageSystemPromptParam(
    # usage: ["sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    value: str | Iterable[MessageSystemTextBlockParam],
) -> None:
    # usage: ["sambanova_sdk.types.MessageSystemPromptParam", "sambanova_sdk.types.MessageSystemPrompt", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    sent: MessageSystemPromptParam = value
    print(sent)


# usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
def send_MessageSystemTextBlockParam(
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/type", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    k_0: Literal["text"],
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/text", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/cache_control", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_2: MessageCacheControlParam,
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/citations", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    k_3: Iterable[Mapping[str, object]] | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock", "sambanova_sdk.types.MessageSystemTextBlockParam[*", "sambanova_sdk.types.MessageSystemTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/type", "sambanova_sdk.types.MessageSystemTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/text", "sambanova_sdk.types.MessageSystemTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/cache_control", "sambanova_sdk.types.MessageSystemTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/citations"]
    full: MessageSystemTextBlockParam = {
        # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/type", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/text", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
        "text": k_1,
        # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/cache_control", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
        "cache_control": k_2,
        # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/citations", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
        "citations": k_3,
    }
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock", "sambanova_sdk.types.MessageSystemTextBlockParam[*", "sambanova_sdk.types.MessageSystemTextBlockParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/type", "sambanova_sdk.types.MessageSystemTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/text", "sambanova_sdk.types.MessageSystemTextBlockParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/cache_control", "sambanova_sdk.types.MessageSystemTextBlockParam['citations']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/citations"]
    minimal: MessageSystemTextBlockParam = {
        # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam['text']", "spec:specs/messages.yaml#/components/schemas/MessageSystemTextBlock/properties/text", "sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
        "text": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageSystemTextBlockParam", "sambanova_sdk.types.MessageSystemTextBlock"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
def send_MessageThinkingAdaptiveParam(
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/type", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
    k_0: Literal["adaptive"],
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/budget_tokens", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
    k_1: int | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive", "sambanova_sdk.types.MessageThinkingAdaptiveParam[*", "sambanova_sdk.types.MessageThinkingAdaptiveParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/type", "sambanova_sdk.types.MessageThinkingAdaptiveParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/budget_tokens"]
    full: MessageThinkingAdaptiveParam = {
        # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/type", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/budget_tokens", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
        "budget_tokens": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive", "sambanova_sdk.types.MessageThinkingAdaptiveParam[*", "sambanova_sdk.types.MessageThinkingAdaptiveParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/type", "sambanova_sdk.types.MessageThinkingAdaptiveParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/budget_tokens"]
    minimal: MessageThinkingAdaptiveParam = {
        # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingAdaptive/properties/type", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive", "sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
def send_MessageThinkingConfigParam(
    # usage: ["sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive", "sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
    value: MessageThinkingDisabledParam | MessageThinkingEnabledParam | MessageThinkingAdaptiveParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageThinkingConfigParam", "sambanova_sdk.types.MessageThinkingConfig", "sambanova_sdk.types.MessageThinkingAdaptiveParam", "sambanova_sdk.types.MessageThinkingAdaptive", "sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
    sent: MessageThinkingConfigParam = value
    print(sent)


# usage: ["sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled"]
def send_MessageThinkingDisabledParam(
    # usage: ["sambanova_sdk.types.MessageThinkingDisabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingDisabled/properties/type", "sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled"]
    k_0: Literal["disabled"],
) -> None:
    # usage: ["sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled", "sambanova_sdk.types.MessageThinkingDisabledParam[*", "sambanova_sdk.types.MessageThinkingDisabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingDisabled/properties/type"]
    full: MessageThinkingDisabledParam = {
        # usage: ["sambanova_sdk.types.MessageThinkingDisabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingDisabled/properties/type", "sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageThinkingDisabledParam", "sambanova_sdk.types.MessageThinkingDisabled"]
    print(full)


# usage: ["sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
def send_MessageThinkingEnabledParam(
    # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/type", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
    k_0: Literal["enabled"],
    # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/budget_tokens", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
    k_1: int,
) -> None:
    # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled", "sambanova_sdk.types.MessageThinkingEnabledParam[*", "sambanova_sdk.types.MessageThinkingEnabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/type", "sambanova_sdk.types.MessageThinkingEnabledParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/budget_tokens"]
    full: MessageThinkingEnabledParam = {
        # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/type", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam['budget_tokens']", "spec:specs/messages.yaml#/components/schemas/MessageThinkingEnabled/properties/budget_tokens", "sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
        "budget_tokens": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageThinkingEnabledParam", "sambanova_sdk.types.MessageThinkingEnabled"]
    print(full)


# usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
def send_MessageToolParam(
    # usage: ["sambanova_sdk.types.MessageToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/name", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_0: str,
    # usage: ["sambanova_sdk.types.MessageToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/type", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_1: Literal["custom"] | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['description']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/description", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['input_schema']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_schema", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_3: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/cache_control", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool", "sambanova_sdk.types.MessageCacheControlParam", "sambanova_sdk.types.MessageCacheControl"]
    k_4: MessageCacheControlParam | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['input_examples']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_examples", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_5: Iterable[Mapping[str, object]] | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['allowed_callers']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/allowed_callers", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_6: Iterable[str] | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['defer_loading']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/defer_loading", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_7: bool | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['eager_input_streaming']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/eager_input_streaming", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_8: bool | None,
    # usage: ["sambanova_sdk.types.MessageToolParam['strict']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/strict", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    k_9: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool", "sambanova_sdk.types.MessageToolParam[*", "sambanova_sdk.types.MessageToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/name", "sambanova_sdk.types.MessageToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/type", "sambanova_sdk.types.MessageToolParam['description']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/description", "sambanova_sdk.types.MessageToolParam['input_schema']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_schema", "sambanova_sdk.types.MessageToolParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/cache_control", "sambanova_sdk.types.MessageToolParam['input_examples']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_examples", "sambanova_sdk.types.MessageToolParam['allowed_callers']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/allowed_callers", "sambanova_sdk.types.MessageToolParam['defer_loading']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/defer_loading", "sambanova_sdk.types.MessageToolParam['eager_input_streaming']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/eager_input_streaming", "sambanova_sdk.types.MessageToolParam['strict']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/strict"]
    full: MessageToolParam = {
        # usage: ["sambanova_sdk.types.MessageToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/name", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "name": k_0,
        # usage: ["sambanova_sdk.types.MessageToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/type", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "type": k_1,
        # usage: ["sambanova_sdk.types.MessageToolParam['description']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/description", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "description": k_2,
        # usage: ["sambanova_sdk.types.MessageToolParam['input_schema']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_schema", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "input_schema": k_3,
        # usage: ["sambanova_sdk.types.MessageToolParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/cache_control", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "cache_control": k_4,
        # usage: ["sambanova_sdk.types.MessageToolParam['input_examples']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_examples", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "input_examples": k_5,
        # usage: ["sambanova_sdk.types.MessageToolParam['allowed_callers']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/allowed_callers", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "allowed_callers": k_6,
        # usage: ["sambanova_sdk.types.MessageToolParam['defer_loading']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/defer_loading", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "defer_loading": k_7,
        # usage: ["sambanova_sdk.types.MessageToolParam['eager_input_streaming']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/eager_input_streaming", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "eager_input_streaming": k_8,
        # usage: ["sambanova_sdk.types.MessageToolParam['strict']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/strict", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "strict": k_9,
    }
    # usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool", "sambanova_sdk.types.MessageToolParam[*", "sambanova_sdk.types.MessageToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/name", "sambanova_sdk.types.MessageToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/type", "sambanova_sdk.types.MessageToolParam['description']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/description", "sambanova_sdk.types.MessageToolParam['input_schema']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_schema", "sambanova_sdk.types.MessageToolParam['cache_control']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/cache_control", "sambanova_sdk.types.MessageToolParam['input_examples']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/input_examples", "sambanova_sdk.types.MessageToolParam['allowed_callers']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/allowed_callers", "sambanova_sdk.types.MessageToolParam['defer_loading']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/defer_loading", "sambanova_sdk.types.MessageToolParam['eager_input_streaming']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/eager_input_streaming", "sambanova_sdk.types.MessageToolParam['strict']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/strict"]
    minimal: MessageToolParam = {
        # usage: ["sambanova_sdk.types.MessageToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageTool/properties/name", "sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
        "name": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageToolParam", "sambanova_sdk.types.MessageTool"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto", "sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
def send_MessageToolChoiceParam(
    # usage: ["sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto", "sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    value: MessageToolChoiceAutoParam | MessageToolChoiceAnyParam | MessageToolChoiceNoneParam | MessageToolChoiceToolParam,
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolChoiceParam", "sambanova_sdk.types.MessageToolChoice", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto", "sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    sent: MessageToolChoiceParam = value
    print(sent)


# usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
def send_MessageToolChoiceAnyParam(
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/type", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
    k_0: Literal["any"],
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
    k_1: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny", "sambanova_sdk.types.MessageToolChoiceAnyParam[*", "sambanova_sdk.types.MessageToolChoiceAnyParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/type", "sambanova_sdk.types.MessageToolChoiceAnyParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/disable_parallel_tool_use"]
    full: MessageToolChoiceAnyParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/type", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
        "disable_parallel_tool_use": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny", "sambanova_sdk.types.MessageToolChoiceAnyParam[*", "sambanova_sdk.types.MessageToolChoiceAnyParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/type", "sambanova_sdk.types.MessageToolChoiceAnyParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/disable_parallel_tool_use"]
    minimal: MessageToolChoiceAnyParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAny/properties/type", "sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceAnyParam", "sambanova_sdk.types.MessageToolChoiceAny"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
def send_MessageToolChoiceAutoParam(
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/type", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
    k_0: Literal["auto"],
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
    k_1: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto", "sambanova_sdk.types.MessageToolChoiceAutoParam[*", "sambanova_sdk.types.MessageToolChoiceAutoParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/type", "sambanova_sdk.types.MessageToolChoiceAutoParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/disable_parallel_tool_use"]
    full: MessageToolChoiceAutoParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/type", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
        "disable_parallel_tool_use": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto", "sambanova_sdk.types.MessageToolChoiceAutoParam[*", "sambanova_sdk.types.MessageToolChoiceAutoParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/type", "sambanova_sdk.types.MessageToolChoiceAutoParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/disable_parallel_tool_use"]
    minimal: MessageToolChoiceAutoParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceAuto/properties/type", "sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceAutoParam", "sambanova_sdk.types.MessageToolChoiceAuto"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone"]
def send_MessageToolChoiceNoneParam(
    # usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceNone/properties/type", "sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone"]
    k_0: Literal["none"],
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone", "sambanova_sdk.types.MessageToolChoiceNoneParam[*", "sambanova_sdk.types.MessageToolChoiceNoneParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceNone/properties/type"]
    full: MessageToolChoiceNoneParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceNone/properties/type", "sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceNoneParam", "sambanova_sdk.types.MessageToolChoiceNone"]
    print(full)


# usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
def send_MessageToolChoiceToolParam(
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/type", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    k_0: Literal["tool"],
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/name", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    k_1: str,
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    k_2: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool", "sambanova_sdk.types.MessageToolChoiceToolParam[*", "sambanova_sdk.types.MessageToolChoiceToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/type", "sambanova_sdk.types.MessageToolChoiceToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/name", "sambanova_sdk.types.MessageToolChoiceToolParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/disable_parallel_tool_use"]
    full: MessageToolChoiceToolParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/type", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/name", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
        "name": k_1,
        # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/disable_parallel_tool_use", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
        "disable_parallel_tool_use": k_2,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    print(full)
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool", "sambanova_sdk.types.MessageToolChoiceToolParam[*", "sambanova_sdk.types.MessageToolChoiceToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/type", "sambanova_sdk.types.MessageToolChoiceToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/name", "sambanova_sdk.types.MessageToolChoiceToolParam['disable_parallel_tool_use']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/disable_parallel_tool_use"]
    minimal: MessageToolChoiceToolParam = {
        # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['type']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/type", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam['name']", "spec:specs/messages.yaml#/components/schemas/MessageToolChoiceTool/properties/name", "sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
        "name": k_1,
    }
    # usage: ["sambanova_sdk.types.MessageToolChoiceToolParam", "sambanova_sdk.types.MessageToolChoiceTool"]
    print(minimal)


# usage: ["sambanova_sdk.types.MessageUsage"]
def read_MessageUsage(
    # usage: ["sambanova_sdk.types.MessageUsage"]
    value: MessageUsage,
) -> None:
    # usage: ["sambanova_sdk.types.MessageUsage.input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/input_tokens", "sambanova_sdk.types.MessageUsage"]
    f_0: int = value.input_tokens
    print(f_0)
    # usage: ["sambanova_sdk.types.MessageUsage.output_tokens", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/output_tokens", "sambanova_sdk.types.MessageUsage"]
    f_1: int = value.output_tokens
    print(f_1)
    # usage: ["sambanova_sdk.types.MessageUsage.cache_creation_input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/cache_creation_input_tokens", "sambanova_sdk.types.MessageUsage"]
    f_2: int | None = value.cache_creation_input_tokens
    print(f_2)
    # usage: ["sambanova_sdk.types.MessageUsage.cache_read_input_tokens", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/cache_read_input_tokens", "sambanova_sdk.types.MessageUsage"]
    f_3: int | None = value.cache_read_input_tokens
    print(f_3)
    # usage: ["sambanova_sdk.types.MessageUsage.server_tool_use", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/server_tool_use", "sambanova_sdk.types.MessageUsage"]
    f_4: dict[str, Any] | None = value.server_tool_use
    print(f_4)
    # usage: ["sambanova_sdk.types.MessageUsage.service_tier", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/service_tier", "sambanova_sdk.types.MessageUsage"]
    f_5: str | None = value.service_tier
    print(f_5)
    # usage: ["sambanova_sdk.types.MessageUsage.cache_creation", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/cache_creation", "sambanova_sdk.types.MessageUsage"]
    f_6: dict[str, Any] | None = value.cache_creation
    print(f_6)
    # usage: ["sambanova_sdk.types.MessageUsage.inference_geo", "spec:specs/messages.yaml#/components/schemas/MessageUsage/properties/inference_geo", "sambanova_sdk.types.MessageUsage"]
    f_7: str | None = value.inference_geo
    print(f_7)


# usage: ["sambanova_sdk.types.ModelMetadata"]
def read_ModelMetadata(
    # usage: ["sambanova_sdk.types.ModelMetadata"]
    value: ModelMetadata,
) -> None:
    # usage: ["sambanova_sdk.types.ModelMetadata.id", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/id", "sambanova_sdk.types.ModelMetadata"]
    f_0: str = value.id
    print(f_0)
    # usage: ["sambanova_sdk.types.ModelMetadata.object", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/object", "sambanova_sdk.types.ModelMetadata"]
    f_1: Literal["model"] = value.object
    print(f_1)
    # usage: ["sambanova_sdk.types.ModelMetadata.owned_by", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/owned_by", "sambanova_sdk.types.ModelMetadata"]
    f_2: str | None = value.owned_by
    print(f_2)
    # usage: ["sambanova_sdk.types.ModelMetadata.context_length", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/context_length", "sambanova_sdk.types.ModelMetadata"]
    f_3: int | None = value.context_length
    print(f_3)
    # usage: ["sambanova_sdk.types.ModelMetadata.max_completion_tokens", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/max_completion_tokens", "sambanova_sdk.types.ModelMetadata"]
    f_4: int | None = value.max_completion_tokens
    print(f_4)
    # usage: ["sambanova_sdk.types.ModelMetadata.sn_metadata", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/sn_metadata", "sambanova_sdk.types.ModelMetadata"]
    f_5: dict[str, Any] | None = value.sn_metadata
    print(f_5)
    # usage: ["sambanova_sdk.types.ModelMetadata.pricing", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/pricing", "sambanova_sdk.types.ModelMetadata", "sambanova_sdk.types.ModelMetadataPricing"]
    f_6: ModelMetadataPricing | None = value.pricing
    print(f_6)


# usage: ["sambanova_sdk.types.ModelMetadataList"]
def read_ModelMetadataList(
    # usage: ["sambanova_sdk.types.ModelMetadataList"]
    value: ModelMetadataList,
) -> None:
    # usage: ["sambanova_sdk.types.ModelMetadataList.data", "spec:specs/models.yaml#/components/schemas/ModelMetadataList/properties/data", "sambanova_sdk.types.ModelMetadataList", "sambanova_sdk.types.ModelMetadata"]
    f_0: list[ModelMetadata] = value.data
    print(f_0)
    # usage: ["sambanova_sdk.types.ModelMetadataList.object", "spec:specs/models.yaml#/components/schemas/ModelMetadataList/properties/object", "sambanova_sdk.types.ModelMetadataList"]
    f_1: Literal["list"] = value.object
    print(f_1)


# usage: ["sambanova_sdk.types.ModelMetadataPricing"]
def read_ModelMetadataPricing(
    # usage: ["sambanova_sdk.types.ModelMetadataPricing"]
    value: ModelMetadataPricing,
) -> None:
    # usage: ["sambanova_sdk.types.ModelMetadataPricing.prompt", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/pricing/properties/prompt", "sambanova_sdk.types.ModelMetadataPricing"]
    f_0: float | None = value.prompt
    print(f_0)
    # usage: ["sambanova_sdk.types.ModelMetadataPricing.completion", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/pricing/properties/completion", "sambanova_sdk.types.ModelMetadataPricing"]
    f_1: float | None = value.completion
    print(f_1)
    # usage: ["sambanova_sdk.types.ModelMetadataPricing.duration_per_hour", "spec:specs/models.yaml#/components/schemas/ModelMetadata/properties/pricing/properties/duration_per_hour", "sambanova_sdk.types.ModelMetadataPricing"]
    f_2: float | None = value.duration_per_hour
    print(f_2)


# usage: ["sambanova_sdk.types.ResponseAnnotation"]
def read_ResponseAnnotation(
    # usage: ["sambanova_sdk.types.ResponseAnnotation"]
    value: ResponseAnnotation,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAnnotation", "sambanova_sdk.types.ResponseFileCitation", "sambanova_sdk.types.ResponseUrlCitation"]
    aliased: Annotated[ResponseUrlCitation | ResponseFileCitation, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseAnnotationParam", "sambanova_sdk.types.ResponseAnnotation", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
def send_ResponseAnnotationParam(
    # usage: ["sambanova_sdk.types.ResponseAnnotationParam", "sambanova_sdk.types.ResponseAnnotation", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    value: ResponseUrlCitationParam | ResponseFileCitationParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAnnotationParam", "sambanova_sdk.types.ResponseAnnotation", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    sent: ResponseAnnotationParam = value
    print(sent)


# usage: ["sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
def send_ResponseAudioContentParam(
    # usage: ["sambanova_sdk.types.ResponseAudioContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/type", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
    k_0: Literal["input_audio"],
    # usage: ["sambanova_sdk.types.ResponseAudioContentParam['input_audio']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    k_1: ResponseAudioContentInputAudioParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseAudioContentParam[*", "sambanova_sdk.types.ResponseAudioContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/type", "sambanova_sdk.types.ResponseAudioContentParam['input_audio']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio"]
    full: ResponseAudioContentParam = {
        # usage: ["sambanova_sdk.types.ResponseAudioContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/type", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseAudioContentParam['input_audio']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
        "input_audio": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseAudioContent"]
def read_ResponseAudioContent(
    # usage: ["sambanova_sdk.types.ResponseAudioContent"]
    value: ResponseAudioContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAudioContent.type", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/type", "sambanova_sdk.types.ResponseAudioContent"]
    f_0: Literal["input_audio"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseAudioContent.input_audio", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    f_1: ResponseAudioContentInputAudio = value.input_audio
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
def send_ResponseAudioContentInputAudioParam(
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam['data']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/data", "sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    k_0: str,
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/format", "sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    k_1: Literal["mp3", "wav"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio", "sambanova_sdk.types.ResponseAudioContentInputAudioParam[*", "sambanova_sdk.types.ResponseAudioContentInputAudioParam['data']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/data", "sambanova_sdk.types.ResponseAudioContentInputAudioParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/format"]
    full: ResponseAudioContentInputAudioParam = {
        # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam['data']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/data", "sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
        "data": k_0,
        # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/format", "sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
        "format": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudioParam", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseAudioContentInputAudio"]
def read_ResponseAudioContentInputAudio(
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudio"]
    value: ResponseAudioContentInputAudio,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudio.data", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/data", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    f_0: str = value.data
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseAudioContentInputAudio.format", "spec:specs/responses.yaml#/components/schemas/ResponseAudioContent/properties/input_audio/properties/format", "sambanova_sdk.types.ResponseAudioContentInputAudio"]
    f_1: Literal["mp3", "wav"] | str = value.format
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseCompletedEvent"]
def read_ResponseCompletedEvent(
    # usage: ["sambanova_sdk.types.ResponseCompletedEvent"]
    value: ResponseCompletedEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseCompletedEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseCompletedEvent/properties/type", "sambanova_sdk.types.ResponseCompletedEvent"]
    f_0: Literal["response.completed"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseCompletedEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseCompletedEvent/properties/sequence_number", "sambanova_sdk.types.ResponseCompletedEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseCompletedEvent.response", "spec:specs/responses.yaml#/components/schemas/ResponseCompletedEvent/properties/response", "sambanova_sdk.types.ResponseCompletedEvent", "sambanova_sdk.types.ResponseResponse"]
    f_2: ResponseResponse = value.response
    print(f_2)


# usage: ["sambanova_sdk.types.ResponseContent"]
def read_ResponseContent(
    # usage: ["sambanova_sdk.types.ResponseContent"]
    value: ResponseContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseContent", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseVideoContent"]
    aliased: Annotated[ResponseTextContent | ResponseImageContent | ResponseAudioContent | ResponseVideoContent, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseContentParam", "sambanova_sdk.types.ResponseContent", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
def send_ResponseContentParam(
    # usage: ["sambanova_sdk.types.ResponseContentParam", "sambanova_sdk.types.ResponseContent", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
    value: ResponseTextContentParam | ResponseImageContentParam | ResponseAudioContentParam | ResponseVideoContentParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseContentParam", "sambanova_sdk.types.ResponseContent", "sambanova_sdk.types.ResponseAudioContentParam", "sambanova_sdk.types.ResponseAudioContent", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
    sent: ResponseContentParam = value
    print(sent)


# usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent"]
def read_ResponseContentPartAddedEvent(
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent"]
    value: ResponseContentPartAddedEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/type", "sambanova_sdk.types.ResponseContentPartAddedEvent"]
    f_0: Literal["response.content_part.added"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/sequence_number", "sambanova_sdk.types.ResponseContentPartAddedEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/item_id", "sambanova_sdk.types.ResponseContentPartAddedEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/output_index", "sambanova_sdk.types.ResponseContentPartAddedEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.content_index", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/content_index", "sambanova_sdk.types.ResponseContentPartAddedEvent"]
    f_4: int = value.content_index
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseContentPartAddedEvent.part", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartAddedEvent/properties/part", "sambanova_sdk.types.ResponseContentPartAddedEvent", "sambanova_sdk.types.ResponseStreamContentPart"]
    f_5: ResponseStreamContentPart = value.part
    print(f_5)


# usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent"]
def read_ResponseContentPartDoneEvent(
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent"]
    value: ResponseContentPartDoneEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/type", "sambanova_sdk.types.ResponseContentPartDoneEvent"]
    f_0: Literal["response.content_part.done"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/sequence_number", "sambanova_sdk.types.ResponseContentPartDoneEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/item_id", "sambanova_sdk.types.ResponseContentPartDoneEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/output_index", "sambanova_sdk.types.ResponseContentPartDoneEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.content_index", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/content_index", "sambanova_sdk.types.ResponseContentPartDoneEvent"]
    f_4: int = value.content_index
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseContentPartDoneEvent.part", "spec:specs/responses.yaml#/components/schemas/ResponseContentPartDoneEvent/properties/part", "sambanova_sdk.types.ResponseContentPartDoneEvent", "sambanova_sdk.types.ResponseStreamContentPart"]
    f_5: ResponseStreamContentPart = value.part
    print(f_5)


# usage: ["sambanova_sdk.types.ResponseCreatedEvent"]
def read_ResponseCreatedEvent(
    # usage: ["sambanova_sdk.types.ResponseCreatedEvent"]
    value: ResponseCreatedEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseCreatedEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseCreatedEvent/properties/type", "sambanova_sdk.types.ResponseCreatedEvent"]
    f_0: Literal["response.created"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseCreatedEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseCreatedEvent/properties/sequence_number", "sambanova_sdk.types.ResponseCreatedEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseCreatedEvent.response", "spec:specs/responses.yaml#/components/schemas/ResponseCreatedEvent/properties/response", "sambanova_sdk.types.ResponseCreatedEvent", "sambanova_sdk.types.ResponseResponse"]
    f_2: ResponseResponse = value.response
    print(f_2)


# usage: ["sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
def send_ResponseFileCitationParam(
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/type", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
    k_0: Literal["file_citation"],
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam['file_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/file_id", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
    k_1: str,
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/start_index", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
    k_2: int,
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/end_index", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
    k_3: int,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation", "sambanova_sdk.types.ResponseFileCitationParam[*", "sambanova_sdk.types.ResponseFileCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/type", "sambanova_sdk.types.ResponseFileCitationParam['file_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/file_id", "sambanova_sdk.types.ResponseFileCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/start_index", "sambanova_sdk.types.ResponseFileCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/end_index"]
    full: ResponseFileCitationParam = {
        # usage: ["sambanova_sdk.types.ResponseFileCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/type", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseFileCitationParam['file_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/file_id", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
        "file_id": k_1,
        # usage: ["sambanova_sdk.types.ResponseFileCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/start_index", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
        "start_index": k_2,
        # usage: ["sambanova_sdk.types.ResponseFileCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/end_index", "sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
        "end_index": k_3,
    }
    # usage: ["sambanova_sdk.types.ResponseFileCitationParam", "sambanova_sdk.types.ResponseFileCitation"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseFileCitation"]
def read_ResponseFileCitation(
    # usage: ["sambanova_sdk.types.ResponseFileCitation"]
    value: ResponseFileCitation,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFileCitation.type", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/type", "sambanova_sdk.types.ResponseFileCitation"]
    f_0: Literal["file_citation"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseFileCitation.file_id", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/file_id", "sambanova_sdk.types.ResponseFileCitation"]
    f_1: str = value.file_id
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseFileCitation.start_index", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/start_index", "sambanova_sdk.types.ResponseFileCitation"]
    f_2: int = value.start_index
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseFileCitation.end_index", "spec:specs/responses.yaml#/components/schemas/ResponseFileCitation/properties/end_index", "sambanova_sdk.types.ResponseFileCitation"]
    f_3: int = value.end_index
    print(f_3)


# usage: ["sambanova_sdk.types.ResponseFormatConfiguration"]
def read_ResponseFormatConfiguration(
    # usage: ["sambanova_sdk.types.ResponseFormatConfiguration"]
    value: ResponseFormatConfiguration,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFormatConfiguration", "sambanova_sdk.types.ResponseTextFormatJSONObject", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatText"]
    aliased: Annotated[ResponseTextFormatText | ResponseTextFormatJSONObject | ResponseTextFormatJSONSchema, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseFormatConfigurationParam", "sambanova_sdk.types.ResponseFormatConfiguration", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
def send_ResponseFormatConfigurationParam(
    # usage: ["sambanova_sdk.types.ResponseFormatConfigurationParam", "sambanova_sdk.types.ResponseFormatConfiguration", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
    value: ResponseTextFormatTextParam | ResponseTextFormatJSONObjectParam | ResponseTextFormatJSONSchemaParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFormatConfigurationParam", "sambanova_sdk.types.ResponseFormatConfiguration", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
    sent: ResponseFormatConfigurationParam = value
    print(sent)


# usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject"]
def send_ResponseFormatJSONObjectParam(
    # usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONObject/properties/type", "sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject"]
    k_0: Literal["json_object"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject", "sambanova_sdk.types.ResponseFormatJSONObjectParam[*", "sambanova_sdk.types.ResponseFormatJSONObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONObject/properties/type"]
    full: ResponseFormatJSONObjectParam = {
        # usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONObject/properties/type", "sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseFormatJSONObjectParam", "sambanova_sdk.types.ResponseFormatJSONObject"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
def send_ResponseFormatJSONSchemaParam(
    # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam['json_schema']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/json_schema", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema", "sambanova_sdk.types.JSONSchemaParam", "sambanova_sdk.types.JSONSchema"]
    k_0: JSONSchemaParam,
    # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
    k_1: Literal["json_schema"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema", "sambanova_sdk.types.ResponseFormatJSONSchemaParam[*", "sambanova_sdk.types.ResponseFormatJSONSchemaParam['json_schema']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/json_schema", "sambanova_sdk.types.ResponseFormatJSONSchemaParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/type"]
    full: ResponseFormatJSONSchemaParam = {
        # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam['json_schema']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/json_schema", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
        "json_schema": k_0,
        # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
        "type": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseFormatJSONSchemaParam", "sambanova_sdk.types.ResponseFormatJSONSchema"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
def send_ResponseFormatTextParam(
    # usage: ["sambanova_sdk.types.ResponseFormatTextParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatText/properties/type", "sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
    k_0: Literal["text"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText", "sambanova_sdk.types.ResponseFormatTextParam[*", "sambanova_sdk.types.ResponseFormatTextParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatText/properties/type"]
    full: ResponseFormatTextParam = {
        # usage: ["sambanova_sdk.types.ResponseFormatTextParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ResponseFormatText/properties/type", "sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseFormatTextParam", "sambanova_sdk.types.ResponseFormatText"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
def send_ResponseFunctionCallParam(
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_0: Literal["function_call"],
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/id", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_2: str,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_3: str,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['arguments']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_4: str,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/status", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    k_5: Literal["in_progress", "completed", "incomplete"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseFunctionCallParam[*", "sambanova_sdk.types.ResponseFunctionCallParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCallParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/id", "sambanova_sdk.types.ResponseFunctionCallParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCallParam['arguments']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/status"]
    full: ResponseFunctionCallParam = {
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/id", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "call_id": k_2,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "name": k_3,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['arguments']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "arguments": k_4,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/status", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "status": k_5,
    }
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseFunctionCallParam[*", "sambanova_sdk.types.ResponseFunctionCallParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCallParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/id", "sambanova_sdk.types.ResponseFunctionCallParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCallParam['arguments']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/status"]
    minimal: ResponseFunctionCallParam = {
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "call_id": k_2,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "name": k_3,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallParam['arguments']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
        "arguments": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseFunctionCall"]
def read_ResponseFunctionCall(
    # usage: ["sambanova_sdk.types.ResponseFunctionCall"]
    value: ResponseFunctionCall,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.type", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/type", "sambanova_sdk.types.ResponseFunctionCall"]
    f_0: Literal["function_call"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.id", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/id", "sambanova_sdk.types.ResponseFunctionCall"]
    f_1: str | None = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.call_id", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/call_id", "sambanova_sdk.types.ResponseFunctionCall"]
    f_2: str = value.call_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.name", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/name", "sambanova_sdk.types.ResponseFunctionCall"]
    f_3: str = value.name
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.arguments", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/arguments", "sambanova_sdk.types.ResponseFunctionCall"]
    f_4: str = value.arguments
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseFunctionCall.status", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCall/properties/status", "sambanova_sdk.types.ResponseFunctionCall"]
    f_5: Literal["in_progress", "completed", "incomplete"] | str | None = value.status
    print(f_5)


# usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
def read_ResponseFunctionCallArgumentsDeltaEvent(
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    value: ResponseFunctionCallArgumentsDeltaEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent/properties/type", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    f_0: Literal["response.function_call_arguments.delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent/properties/sequence_number", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent/properties/item_id", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent/properties/output_index", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent.delta", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDeltaEvent/properties/delta", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent"]
    f_4: str = value.delta
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
def read_ResponseFunctionCallArgumentsDoneEvent(
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    value: ResponseFunctionCallArgumentsDoneEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDoneEvent/properties/type", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    f_0: Literal["response.function_call_arguments.done"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDoneEvent/properties/sequence_number", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDoneEvent/properties/item_id", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDoneEvent/properties/output_index", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent.arguments", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallArgumentsDoneEvent/properties/arguments", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent"]
    f_4: str = value.arguments
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
def send_ResponseFunctionCallOutputParam(
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/type", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    k_0: Literal["function_call_output"],
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/id", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    k_2: str,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['output']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/output", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    k_3: str,
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/status", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    k_4: Literal["in_progress", "completed", "incomplete"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput", "sambanova_sdk.types.ResponseFunctionCallOutputParam[*", "sambanova_sdk.types.ResponseFunctionCallOutputParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/type", "sambanova_sdk.types.ResponseFunctionCallOutputParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/id", "sambanova_sdk.types.ResponseFunctionCallOutputParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallOutputParam['output']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/output", "sambanova_sdk.types.ResponseFunctionCallOutputParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/status"]
    full: ResponseFunctionCallOutputParam = {
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/type", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/id", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "call_id": k_2,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['output']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/output", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "output": k_3,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/status", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "status": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput", "sambanova_sdk.types.ResponseFunctionCallOutputParam[*", "sambanova_sdk.types.ResponseFunctionCallOutputParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/type", "sambanova_sdk.types.ResponseFunctionCallOutputParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/id", "sambanova_sdk.types.ResponseFunctionCallOutputParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallOutputParam['output']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/output", "sambanova_sdk.types.ResponseFunctionCallOutputParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/status"]
    minimal: ResponseFunctionCallOutputParam = {
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/type", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['call_id']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/call_id", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "call_id": k_2,
        # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam['output']", "spec:specs/responses.yaml#/components/schemas/ResponseFunctionCallOutput/properties/output", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
        "output": k_3,
    }
    # usage: ["sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
def send_ResponseImageContentParam(
    # usage: ["sambanova_sdk.types.ResponseImageContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
    k_0: Literal["input_image"],
    # usage: ["sambanova_sdk.types.ResponseImageContentParam['image_url']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.ResponseImageContentParam['detail']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/detail", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
    k_2: Literal["auto", "low", "high"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseImageContentParam[*", "sambanova_sdk.types.ResponseImageContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContentParam['image_url']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContentParam['detail']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/detail"]
    full: ResponseImageContentParam = {
        # usage: ["sambanova_sdk.types.ResponseImageContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseImageContentParam['image_url']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
        "image_url": k_1,
        # usage: ["sambanova_sdk.types.ResponseImageContentParam['detail']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/detail", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
        "detail": k_2,
    }
    # usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent", "sambanova_sdk.types.ResponseImageContentParam[*", "sambanova_sdk.types.ResponseImageContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContentParam['image_url']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContentParam['detail']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/detail"]
    minimal: ResponseImageContentParam = {
        # usage: ["sambanova_sdk.types.ResponseImageContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseImageContentParam['image_url']", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
        "image_url": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseImageContentParam", "sambanova_sdk.types.ResponseImageContent"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseImageContent"]
def read_ResponseImageContent(
    # usage: ["sambanova_sdk.types.ResponseImageContent"]
    value: ResponseImageContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseImageContent.type", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/type", "sambanova_sdk.types.ResponseImageContent"]
    f_0: Literal["input_image"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseImageContent.image_url", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/image_url", "sambanova_sdk.types.ResponseImageContent"]
    f_1: str | None = value.image_url
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseImageContent.detail", "spec:specs/responses.yaml#/components/schemas/ResponseImageContent/properties/detail", "sambanova_sdk.types.ResponseImageContent"]
    f_2: Literal["auto", "low", "high"] | str | None = value.detail
    print(f_2)


# usage: ["sambanova_sdk.types.ResponseInProgressEvent"]
def read_ResponseInProgressEvent(
    # usage: ["sambanova_sdk.types.ResponseInProgressEvent"]
    value: ResponseInProgressEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseInProgressEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseInProgressEvent/properties/type", "sambanova_sdk.types.ResponseInProgressEvent"]
    f_0: Literal["response.in_progress"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseInProgressEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseInProgressEvent/properties/sequence_number", "sambanova_sdk.types.ResponseInProgressEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseInProgressEvent.response", "spec:specs/responses.yaml#/components/schemas/ResponseInProgressEvent/properties/response", "sambanova_sdk.types.ResponseInProgressEvent", "sambanova_sdk.types.ResponseResponse"]
    f_2: ResponseResponse = value.response
    print(f_2)


# usage: ["sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
def send_ResponseInputItemParam(
    # usage: ["sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    value: ResponseMessageParam | ResponseFunctionCallParam | ResponseFunctionCallOutputParam | ResponseOutputReasoningParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem", "sambanova_sdk.types.ResponseFunctionCallOutputParam", "sambanova_sdk.types.ResponseFunctionCallOutput", "sambanova_sdk.types.ResponseFunctionCallParam", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    sent: ResponseInputItemParam = value
    print(sent)


# usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
def send_ResponseMessageParam(
    # usage: ["sambanova_sdk.types.ResponseMessageParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    k_0: Literal["message"],
    # usage: ["sambanova_sdk.types.ResponseMessageParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/id", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.ResponseMessageParam['role']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    k_2: Literal["user", "assistant", "system", "developer"],
    # usage: ["sambanova_sdk.types.ResponseMessageParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseContentParam", "sambanova_sdk.types.ResponseContent"]
    k_3: str | Iterable[ResponseContentParam],
    # usage: ["sambanova_sdk.types.ResponseMessageParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/status", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    k_4: Literal["in_progress", "completed", "incomplete"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseMessageParam[*", "sambanova_sdk.types.ResponseMessageParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessageParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/id", "sambanova_sdk.types.ResponseMessageParam['role']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessageParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessageParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/status"]
    full: ResponseMessageParam = {
        # usage: ["sambanova_sdk.types.ResponseMessageParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/id", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['role']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "role": k_2,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "content": k_3,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/status", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "status": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseMessageParam[*", "sambanova_sdk.types.ResponseMessageParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessageParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/id", "sambanova_sdk.types.ResponseMessageParam['role']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessageParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessageParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/status"]
    minimal: ResponseMessageParam = {
        # usage: ["sambanova_sdk.types.ResponseMessageParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['role']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "role": k_2,
        # usage: ["sambanova_sdk.types.ResponseMessageParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
        "content": k_3,
    }
    # usage: ["sambanova_sdk.types.ResponseMessageParam", "sambanova_sdk.types.ResponseMessage"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseMessage"]
def read_ResponseMessage(
    # usage: ["sambanova_sdk.types.ResponseMessage"]
    value: ResponseMessage,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseMessage.type", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/type", "sambanova_sdk.types.ResponseMessage"]
    f_0: Literal["message"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseMessage.id", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/id", "sambanova_sdk.types.ResponseMessage"]
    f_1: str | None = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseMessage.role", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/role", "sambanova_sdk.types.ResponseMessage"]
    f_2: Literal["user", "assistant", "system", "developer"] | str = value.role
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseMessage.content", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/content", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseContent"]
    f_3: str | list[ResponseContent] = value.content
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseMessage.status", "spec:specs/responses.yaml#/components/schemas/ResponseMessage/properties/status", "sambanova_sdk.types.ResponseMessage"]
    f_4: Literal["in_progress", "completed", "incomplete"] | str | None = value.status
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
def send_ResponseNamedToolChoiceParam(
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/type", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
    k_0: Literal["function"],
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/name", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice", "sambanova_sdk.types.ResponseNamedToolChoiceParam[*", "sambanova_sdk.types.ResponseNamedToolChoiceParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/type", "sambanova_sdk.types.ResponseNamedToolChoiceParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/name"]
    full: ResponseNamedToolChoiceParam = {
        # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/type", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/name", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
        "name": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseNamedToolChoice"]
def read_ResponseNamedToolChoice(
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoice"]
    value: ResponseNamedToolChoice,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoice.type", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/type", "sambanova_sdk.types.ResponseNamedToolChoice"]
    f_0: Literal["function"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseNamedToolChoice.name", "spec:specs/responses.yaml#/components/schemas/ResponseNamedToolChoice/properties/name", "sambanova_sdk.types.ResponseNamedToolChoice"]
    f_1: str = value.name
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseOutputItem"]
def read_ResponseOutputItem(
    # usage: ["sambanova_sdk.types.ResponseOutputItem"]
    value: ResponseOutputItem,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputItem", "sambanova_sdk.types.ResponseFunctionCall", "sambanova_sdk.types.ResponseMessage", "sambanova_sdk.types.ResponseOutputReasoning"]
    aliased: Annotated[ResponseMessage | ResponseFunctionCall | ResponseOutputReasoning, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent"]
def read_ResponseOutputItemAddedEvent(
    # usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent"]
    value: ResponseOutputItemAddedEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemAddedEvent/properties/type", "sambanova_sdk.types.ResponseOutputItemAddedEvent"]
    f_0: Literal["response.output_item.added"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemAddedEvent/properties/sequence_number", "sambanova_sdk.types.ResponseOutputItemAddedEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemAddedEvent/properties/output_index", "sambanova_sdk.types.ResponseOutputItemAddedEvent"]
    f_2: int = value.output_index
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseOutputItemAddedEvent.item", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemAddedEvent/properties/item", "sambanova_sdk.types.ResponseOutputItemAddedEvent", "sambanova_sdk.types.ResponseOutputItem"]
    f_3: ResponseOutputItem = value.item
    print(f_3)


# usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent"]
def read_ResponseOutputItemDoneEvent(
    # usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent"]
    value: ResponseOutputItemDoneEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemDoneEvent/properties/type", "sambanova_sdk.types.ResponseOutputItemDoneEvent"]
    f_0: Literal["response.output_item.done"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemDoneEvent/properties/sequence_number", "sambanova_sdk.types.ResponseOutputItemDoneEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemDoneEvent/properties/output_index", "sambanova_sdk.types.ResponseOutputItemDoneEvent"]
    f_2: int = value.output_index
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseOutputItemDoneEvent.item", "spec:specs/responses.yaml#/components/schemas/ResponseOutputItemDoneEvent/properties/item", "sambanova_sdk.types.ResponseOutputItemDoneEvent", "sambanova_sdk.types.ResponseOutputItem"]
    f_3: ResponseOutputItem = value.item
    print(f_3)


# usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
def send_ResponseOutputReasoningParam(
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    k_0: Literal["reasoning"],
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/id", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    k_1: str | None,
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/status", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    k_2: Literal["in_progress", "completed", "incomplete"] | None,
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/content", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning", "sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
    k_3: Iterable[ResponseReasoningContentParam] | None,
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['summary']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/summary", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    k_4: Iterable[Mapping[str, object]] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning", "sambanova_sdk.types.ResponseOutputReasoningParam[*", "sambanova_sdk.types.ResponseOutputReasoningParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoningParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/id", "sambanova_sdk.types.ResponseOutputReasoningParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/status", "sambanova_sdk.types.ResponseOutputReasoningParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/content", "sambanova_sdk.types.ResponseOutputReasoningParam['summary']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/summary"]
    full: ResponseOutputReasoningParam = {
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/id", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "id": k_1,
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/status", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "status": k_2,
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/content", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "content": k_3,
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['summary']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/summary", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "summary": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning", "sambanova_sdk.types.ResponseOutputReasoningParam[*", "sambanova_sdk.types.ResponseOutputReasoningParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoningParam['id']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/id", "sambanova_sdk.types.ResponseOutputReasoningParam['status']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/status", "sambanova_sdk.types.ResponseOutputReasoningParam['content']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/content", "sambanova_sdk.types.ResponseOutputReasoningParam['summary']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/summary"]
    minimal: ResponseOutputReasoningParam = {
        # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseOutputReasoningParam", "sambanova_sdk.types.ResponseOutputReasoning"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseOutputReasoning"]
def read_ResponseOutputReasoning(
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning"]
    value: ResponseOutputReasoning,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning.type", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/type", "sambanova_sdk.types.ResponseOutputReasoning"]
    f_0: Literal["reasoning"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning.id", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/id", "sambanova_sdk.types.ResponseOutputReasoning"]
    f_1: str | None = value.id
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning.status", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/status", "sambanova_sdk.types.ResponseOutputReasoning"]
    f_2: Literal["in_progress", "completed", "incomplete"] | str | None = value.status
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning.content", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/content", "sambanova_sdk.types.ResponseOutputReasoning", "sambanova_sdk.types.ResponseReasoningContent"]
    f_3: list[ResponseReasoningContent] | None = value.content
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseOutputReasoning.summary", "spec:specs/responses.yaml#/components/schemas/ResponseOutputReasoning/properties/summary", "sambanova_sdk.types.ResponseOutputReasoning"]
    f_4: list[dict[str, Any]] | None = value.summary
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
def read_ResponseOutputTextDeltaEvent(
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    value: ResponseOutputTextDeltaEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/type", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_0: Literal["response.output_text.delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/sequence_number", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/item_id", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/output_index", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.content_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/content_index", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_4: int = value.content_index
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.delta", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/delta", "sambanova_sdk.types.ResponseOutputTextDeltaEvent"]
    f_5: str = value.delta
    print(f_5)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.annotations", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/annotations", "sambanova_sdk.types.ResponseOutputTextDeltaEvent", "sambanova_sdk.types.ResponseAnnotation"]
    f_6: list[ResponseAnnotation] = value.annotations
    print(f_6)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDeltaEvent.logprobs", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDeltaEvent/properties/logprobs", "sambanova_sdk.types.ResponseOutputTextDeltaEvent", "sambanova_sdk.types.LogProbsContent"]
    f_7: list[LogProbsContent] = value.logprobs
    print(f_7)


# usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent"]
def read_ResponseOutputTextDoneEvent(
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    value: ResponseOutputTextDoneEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/type", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_0: Literal["response.output_text.done"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/sequence_number", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/item_id", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/output_index", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.content_index", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/content_index", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_4: int = value.content_index
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.text", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/text", "sambanova_sdk.types.ResponseOutputTextDoneEvent"]
    f_5: str = value.text
    print(f_5)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.annotations", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/annotations", "sambanova_sdk.types.ResponseOutputTextDoneEvent", "sambanova_sdk.types.ResponseAnnotation"]
    f_6: list[ResponseAnnotation] = value.annotations
    print(f_6)
    # usage: ["sambanova_sdk.types.ResponseOutputTextDoneEvent.logprobs", "spec:specs/responses.yaml#/components/schemas/ResponseOutputTextDoneEvent/properties/logprobs", "sambanova_sdk.types.ResponseOutputTextDoneEvent", "sambanova_sdk.types.LogProbsContent"]
    f_7: list[LogProbsContent] = value.logprobs
    print(f_7)


# usage: ["sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
def send_ResponseReasoningContentParam(
    # usage: ["sambanova_sdk.types.ResponseReasoningContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/type", "sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
    k_0: Literal["reasoning_text"],
    # usage: ["sambanova_sdk.types.ResponseReasoningContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/text", "sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent", "sambanova_sdk.types.ResponseReasoningContentParam[*", "sambanova_sdk.types.ResponseReasoningContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/type", "sambanova_sdk.types.ResponseReasoningContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/text"]
    full: ResponseReasoningContentParam = {
        # usage: ["sambanova_sdk.types.ResponseReasoningContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/type", "sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseReasoningContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/text", "sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
        "text": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseReasoningContentParam", "sambanova_sdk.types.ResponseReasoningContent"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseReasoningContent"]
def read_ResponseReasoningContent(
    # usage: ["sambanova_sdk.types.ResponseReasoningContent"]
    value: ResponseReasoningContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseReasoningContent.type", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/type", "sambanova_sdk.types.ResponseReasoningContent"]
    f_0: Literal["reasoning_text"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseReasoningContent.text", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningContent/properties/text", "sambanova_sdk.types.ResponseReasoningContent"]
    f_1: str = value.text
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
def read_ResponseReasoningTextDeltaEvent(
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    value: ResponseReasoningTextDeltaEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDeltaEvent/properties/type", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    f_0: Literal["response.reasoning_text.delta"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDeltaEvent/properties/sequence_number", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDeltaEvent/properties/item_id", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDeltaEvent/properties/output_index", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDeltaEvent.delta", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDeltaEvent/properties/delta", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent"]
    f_4: str = value.delta
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
def read_ResponseReasoningTextDoneEvent(
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    value: ResponseReasoningTextDoneEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent.type", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDoneEvent/properties/type", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    f_0: Literal["response.reasoning_text.done"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent.sequence_number", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDoneEvent/properties/sequence_number", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    f_1: int = value.sequence_number
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent.item_id", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDoneEvent/properties/item_id", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    f_2: str = value.item_id
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent.output_index", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDoneEvent/properties/output_index", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    f_3: int = value.output_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseReasoningTextDoneEvent.text", "spec:specs/responses.yaml#/components/schemas/ResponseReasoningTextDoneEvent/properties/text", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    f_4: str = value.text
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
def send_ResponseRequestParam(
    # usage: ["sambanova_sdk.types.ResponseRequestParam['model']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_0: str | Literal["gpt-oss-120b", "MiniMax-M2.5", "MiniMax-M2.7"],
    # usage: ["sambanova_sdk.types.ResponseRequestParam['input']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseInputItemParam", "sambanova_sdk.types.ResponseInputItem"]
    k_1: str | Iterable[ResponseInputItemParam],
    # usage: ["sambanova_sdk.types.ResponseRequestParam['instructions']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['stream']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/stream", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_3: bool | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['max_output_tokens']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_4: int | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['temperature']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_5: float | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['top_p']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_6: float | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['top_k']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_7: int | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['top_logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_8: int | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['frequency_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_9: float | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['presence_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_10: float | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['tools']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_11: Iterable[ResponseToolParam] | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['parallel_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_12: bool | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['max_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_13: int | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['tool_choice']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption"]
    k_14: ResponseToolChoiceOptionParam,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
    k_15: ResponseRequestTextParam,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['reasoning']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
    k_16: ResponseRequestReasoningParam | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['user']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_17: str | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['metadata']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_18: Mapping[str, str] | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['store']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_19: bool | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['truncation']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_20: Literal["auto", "disabled"] | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['previous_response_id']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_21: str | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['background']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_22: bool | None,
    # usage: ["sambanova_sdk.types.ResponseRequestParam['service_tier']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    k_23: str | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseRequestParam[*", "sambanova_sdk.types.ResponseRequestParam['model']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "sambanova_sdk.types.ResponseRequestParam['input']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "sambanova_sdk.types.ResponseRequestParam['instructions']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "sambanova_sdk.types.ResponseRequestParam['stream']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/stream", "sambanova_sdk.types.ResponseRequestParam['max_output_tokens']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "sambanova_sdk.types.ResponseRequestParam['temperature']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "sambanova_sdk.types.ResponseRequestParam['top_p']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "sambanova_sdk.types.ResponseRequestParam['top_k']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "sambanova_sdk.types.ResponseRequestParam['top_logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "sambanova_sdk.types.ResponseRequestParam['frequency_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "sambanova_sdk.types.ResponseRequestParam['presence_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "sambanova_sdk.types.ResponseRequestParam['tools']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "sambanova_sdk.types.ResponseRequestParam['parallel_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ResponseRequestParam['max_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "sambanova_sdk.types.ResponseRequestParam['tool_choice']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "sambanova_sdk.types.ResponseRequestParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "sambanova_sdk.types.ResponseRequestParam['reasoning']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "sambanova_sdk.types.ResponseRequestParam['user']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "sambanova_sdk.types.ResponseRequestParam['metadata']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "sambanova_sdk.types.ResponseRequestParam['store']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "sambanova_sdk.types.ResponseRequestParam['truncation']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "sambanova_sdk.types.ResponseRequestParam['previous_response_id']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "sambanova_sdk.types.ResponseRequestParam['background']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "sambanova_sdk.types.ResponseRequestParam['service_tier']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier"]
    full: ResponseRequestParam = {
        # usage: ["sambanova_sdk.types.ResponseRequestParam['model']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['input']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "input": k_1,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['instructions']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "instructions": k_2,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['stream']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/stream", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "stream": k_3,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['max_output_tokens']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "max_output_tokens": k_4,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['temperature']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "temperature": k_5,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['top_p']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "top_p": k_6,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['top_k']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "top_k": k_7,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['top_logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "top_logprobs": k_8,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['frequency_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "frequency_penalty": k_9,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['presence_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "presence_penalty": k_10,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['tools']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "tools": k_11,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['parallel_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "parallel_tool_calls": k_12,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['max_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "max_tool_calls": k_13,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['tool_choice']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "tool_choice": k_14,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "text": k_15,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['reasoning']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "reasoning": k_16,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['user']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "user": k_17,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['metadata']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "metadata": k_18,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['store']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "store": k_19,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['truncation']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "truncation": k_20,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['previous_response_id']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "previous_response_id": k_21,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['background']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "background": k_22,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['service_tier']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "service_tier": k_23,
    }
    # usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest", "sambanova_sdk.types.ResponseRequestParam[*", "sambanova_sdk.types.ResponseRequestParam['model']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "sambanova_sdk.types.ResponseRequestParam['input']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "sambanova_sdk.types.ResponseRequestParam['instructions']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/instructions", "sambanova_sdk.types.ResponseRequestParam['stream']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/stream", "sambanova_sdk.types.ResponseRequestParam['max_output_tokens']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_output_tokens", "sambanova_sdk.types.ResponseRequestParam['temperature']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/temperature", "sambanova_sdk.types.ResponseRequestParam['top_p']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_p", "sambanova_sdk.types.ResponseRequestParam['top_k']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_k", "sambanova_sdk.types.ResponseRequestParam['top_logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/top_logprobs", "sambanova_sdk.types.ResponseRequestParam['frequency_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/frequency_penalty", "sambanova_sdk.types.ResponseRequestParam['presence_penalty']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/presence_penalty", "sambanova_sdk.types.ResponseRequestParam['tools']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tools", "sambanova_sdk.types.ResponseRequestParam['parallel_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/parallel_tool_calls", "sambanova_sdk.types.ResponseRequestParam['max_tool_calls']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/max_tool_calls", "sambanova_sdk.types.ResponseRequestParam['tool_choice']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/tool_choice", "sambanova_sdk.types.ResponseRequestParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text", "sambanova_sdk.types.ResponseRequestParam['reasoning']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning", "sambanova_sdk.types.ResponseRequestParam['user']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/user", "sambanova_sdk.types.ResponseRequestParam['metadata']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/metadata", "sambanova_sdk.types.ResponseRequestParam['store']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/store", "sambanova_sdk.types.ResponseRequestParam['truncation']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/truncation", "sambanova_sdk.types.ResponseRequestParam['previous_response_id']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/previous_response_id", "sambanova_sdk.types.ResponseRequestParam['background']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/background", "sambanova_sdk.types.ResponseRequestParam['service_tier']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/service_tier"]
    minimal: ResponseRequestParam = {
        # usage: ["sambanova_sdk.types.ResponseRequestParam['model']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/model", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.ResponseRequestParam['input']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/input", "sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
        "input": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseRequestParam", "sambanova_sdk.types.ResponseRequest"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
def send_ResponseRequestReasoningParam(
    # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam['effort']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning/anyOf/0/properties/effort", "sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
    k_0: Literal["low", "medium", "high"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning", "sambanova_sdk.types.ResponseRequestReasoningParam[*", "sambanova_sdk.types.ResponseRequestReasoningParam['effort']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning/anyOf/0/properties/effort"]
    full: ResponseRequestReasoningParam = {
        # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam['effort']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning/anyOf/0/properties/effort", "sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
        "effort": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning", "sambanova_sdk.types.ResponseRequestReasoningParam[*", "sambanova_sdk.types.ResponseRequestReasoningParam['effort']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/reasoning/anyOf/0/properties/effort"]
    minimal: ResponseRequestReasoningParam = {
    }
    # usage: ["sambanova_sdk.types.ResponseRequestReasoningParam", "sambanova_sdk.types.ResponseRequestReasoning"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
def send_ResponseRequestTextParam(
    # usage: ["sambanova_sdk.types.ResponseRequestTextParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text/properties/format", "sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText", "sambanova_sdk.types.ResponseFormatConfigurationParam", "sambanova_sdk.types.ResponseFormatConfiguration"]
    k_0: ResponseFormatConfigurationParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText", "sambanova_sdk.types.ResponseRequestTextParam[*", "sambanova_sdk.types.ResponseRequestTextParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text/properties/format"]
    full: ResponseRequestTextParam = {
        # usage: ["sambanova_sdk.types.ResponseRequestTextParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text/properties/format", "sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
        "format": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText", "sambanova_sdk.types.ResponseRequestTextParam[*", "sambanova_sdk.types.ResponseRequestTextParam['format']", "spec:specs/responses.yaml#/components/schemas/ResponseRequest/properties/text/properties/format"]
    minimal: ResponseRequestTextParam = {
    }
    # usage: ["sambanova_sdk.types.ResponseRequestTextParam", "sambanova_sdk.types.ResponseRequestText"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseResponse"]
def read_ResponseResponse(
    # usage: ["sambanova_sdk.types.ResponseResponse"]
    value: ResponseResponse,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseResponse.id", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/id", "sambanova_sdk.types.ResponseResponse"]
    f_0: str = value.id
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseResponse.object", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/object", "sambanova_sdk.types.ResponseResponse"]
    f_1: Literal["response"] = value.object
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseResponse.status", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/status", "sambanova_sdk.types.ResponseResponse"]
    f_2: Literal["completed", "failed", "in_progress", "incomplete"] | str = value.status
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseResponse.created_at", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/created_at", "sambanova_sdk.types.ResponseResponse"]
    f_3: int = value.created_at
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseResponse.completed_at", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/completed_at", "sambanova_sdk.types.ResponseResponse"]
    f_4: int | None = value.completed_at
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseResponse.model", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/model", "sambanova_sdk.types.ResponseResponse"]
    f_5: str = value.model
    print(f_5)
    # usage: ["sambanova_sdk.types.ResponseResponse.output", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/output", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseOutputItem"]
    f_6: list[ResponseOutputItem] = value.output
    print(f_6)
    # usage: ["sambanova_sdk.types.ResponseResponse.usage", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/usage", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseUsage"]
    f_7: ResponseUsage | None = value.usage
    print(f_7)
    # usage: ["sambanova_sdk.types.ResponseResponse.error", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/error", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseResponseError"]
    f_8: ResponseResponseError | None = value.error
    print(f_8)
    # usage: ["sambanova_sdk.types.ResponseResponse.incomplete_details", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/incomplete_details", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseResponseIncompleteDetails"]
    f_9: ResponseResponseIncompleteDetails | None = value.incomplete_details
    print(f_9)
    # usage: ["sambanova_sdk.types.ResponseResponse.instructions", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/instructions", "sambanova_sdk.types.ResponseResponse"]
    f_10: str | None = value.instructions
    print(f_10)
    # usage: ["sambanova_sdk.types.ResponseResponse.temperature", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/temperature", "sambanova_sdk.types.ResponseResponse"]
    f_11: float | None = value.temperature
    print(f_11)
    # usage: ["sambanova_sdk.types.ResponseResponse.top_p", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/top_p", "sambanova_sdk.types.ResponseResponse"]
    f_12: float | None = value.top_p
    print(f_12)
    # usage: ["sambanova_sdk.types.ResponseResponse.top_k", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/top_k", "sambanova_sdk.types.ResponseResponse"]
    f_13: int | None = value.top_k
    print(f_13)
    # usage: ["sambanova_sdk.types.ResponseResponse.frequency_penalty", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/frequency_penalty", "sambanova_sdk.types.ResponseResponse"]
    f_14: float | None = value.frequency_penalty
    print(f_14)
    # usage: ["sambanova_sdk.types.ResponseResponse.presence_penalty", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/presence_penalty", "sambanova_sdk.types.ResponseResponse"]
    f_15: float | None = value.presence_penalty
    print(f_15)
    # usage: ["sambanova_sdk.types.ResponseResponse.tools", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/tools", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseTool"]
    f_16: list[ResponseTool] = value.tools
    print(f_16)
    # usage: ["sambanova_sdk.types.ResponseResponse.parallel_tool_calls", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/parallel_tool_calls", "sambanova_sdk.types.ResponseResponse"]
    f_17: bool = value.parallel_tool_calls
    print(f_17)
    # usage: ["sambanova_sdk.types.ResponseResponse.max_tool_calls", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/max_tool_calls", "sambanova_sdk.types.ResponseResponse"]
    f_18: int | None = value.max_tool_calls
    print(f_18)
    # usage: ["sambanova_sdk.types.ResponseResponse.tool_choice", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/tool_choice", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseToolChoiceOption"]
    f_19: ResponseToolChoiceOption = value.tool_choice
    print(f_19)
    # usage: ["sambanova_sdk.types.ResponseResponse.text", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/text", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseResponseText"]
    f_20: ResponseResponseText | None = value.text
    print(f_20)
    # usage: ["sambanova_sdk.types.ResponseResponse.reasoning", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/reasoning", "sambanova_sdk.types.ResponseResponse", "sambanova_sdk.types.ResponseResponseReasoning"]
    f_21: ResponseResponseReasoning | None = value.reasoning
    print(f_21)
    # usage: ["sambanova_sdk.types.ResponseResponse.truncation", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/truncation", "sambanova_sdk.types.ResponseResponse"]
    f_22: Literal["auto", "disabled"] | str | None = value.truncation
    print(f_22)
    # usage: ["sambanova_sdk.types.ResponseResponse.background", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/background", "sambanova_sdk.types.ResponseResponse"]
    f_23: bool | None = value.background
    print(f_23)
    # usage: ["sambanova_sdk.types.ResponseResponse.metadata", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/metadata", "sambanova_sdk.types.ResponseResponse"]
    f_24: dict[str, str] | None = value.metadata
    print(f_24)
    # usage: ["sambanova_sdk.types.ResponseResponse.max_output_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/max_output_tokens", "sambanova_sdk.types.ResponseResponse"]
    f_25: int | None = value.max_output_tokens
    print(f_25)
    # usage: ["sambanova_sdk.types.ResponseResponse.top_logprobs", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/top_logprobs", "sambanova_sdk.types.ResponseResponse"]
    f_26: int | None = value.top_logprobs
    print(f_26)
    # usage: ["sambanova_sdk.types.ResponseResponse.previous_response_id", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/previous_response_id", "sambanova_sdk.types.ResponseResponse"]
    f_27: str | None = value.previous_response_id
    print(f_27)
    # usage: ["sambanova_sdk.types.ResponseResponse.store", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/store", "sambanova_sdk.types.ResponseResponse"]
    f_28: bool | None = value.store
    print(f_28)
    # usage: ["sambanova_sdk.types.ResponseResponse.service_tier", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/service_tier", "sambanova_sdk.types.ResponseResponse"]
    f_29: str | None = value.service_tier
    print(f_29)
    # usage: ["sambanova_sdk.types.ResponseResponse.user", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/user", "sambanova_sdk.types.ResponseResponse"]
    f_30: str | None = value.user
    print(f_30)


# usage: ["sambanova_sdk.types.ResponseResponseError"]
def read_ResponseResponseError(
    # usage: ["sambanova_sdk.types.ResponseResponseError"]
    value: ResponseResponseError,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseResponseError.code", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/error/anyOf/0/properties/code", "sambanova_sdk.types.ResponseResponseError"]
    f_0: str = value.code
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseResponseError.message", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/error/anyOf/0/properties/message", "sambanova_sdk.types.ResponseResponseError"]
    f_1: str = value.message
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseResponseIncompleteDetails"]
def read_ResponseResponseIncompleteDetails(
    # usage: ["sambanova_sdk.types.ResponseResponseIncompleteDetails"]
    value: ResponseResponseIncompleteDetails,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseResponseIncompleteDetails.reason", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/incomplete_details/anyOf/0/properties/reason", "sambanova_sdk.types.ResponseResponseIncompleteDetails"]
    f_0: str | None = value.reason
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseResponseReasoning"]
def read_ResponseResponseReasoning(
    # usage: ["sambanova_sdk.types.ResponseResponseReasoning"]
    value: ResponseResponseReasoning,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseResponseReasoning.effort", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/reasoning/anyOf/0/properties/effort", "sambanova_sdk.types.ResponseResponseReasoning"]
    f_0: Literal["low", "medium", "high"] | str | None = value.effort
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseResponseReasoning.summary", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/reasoning/anyOf/0/properties/summary", "sambanova_sdk.types.ResponseResponseReasoning"]
    f_1: str | None = value.summary
    print(f_1)


# usage: ["sambanova_sdk.types.ResponseResponseText"]
def read_ResponseResponseText(
    # usage: ["sambanova_sdk.types.ResponseResponseText"]
    value: ResponseResponseText,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseResponseText.format", "spec:specs/responses.yaml#/components/schemas/ResponseResponse/properties/text/properties/format", "sambanova_sdk.types.ResponseResponseText", "sambanova_sdk.types.ResponseFormatConfiguration"]
    f_0: ResponseFormatConfiguration | None = value.format
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseStreamContentPart"]
def read_ResponseStreamContentPart(
    # usage: ["sambanova_sdk.types.ResponseStreamContentPart"]
    value: ResponseStreamContentPart,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseStreamContentPart", "sambanova_sdk.types.ResponseReasoningContent", "sambanova_sdk.types.ResponseTextContent"]
    aliased: Annotated[ResponseTextContent | ResponseReasoningContent, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseStreamEvent"]
def read_ResponseStreamEvent(
    # usage: ["sambanova_sdk.types.ResponseStreamEvent"]
    value: ResponseStreamEvent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseStreamEvent", "sambanova_sdk.types.ResponseCompletedEvent", "sambanova_sdk.types.ResponseContentPartAddedEvent", "sambanova_sdk.types.ResponseContentPartDoneEvent", "sambanova_sdk.types.ResponseCreatedEvent", "sambanova_sdk.types.ResponseFunctionCallArgumentsDeltaEvent", "sambanova_sdk.types.ResponseFunctionCallArgumentsDoneEvent", "sambanova_sdk.types.ResponseInProgressEvent", "sambanova_sdk.types.ResponseOutputItemAddedEvent", "sambanova_sdk.types.ResponseOutputItemDoneEvent", "sambanova_sdk.types.ResponseOutputTextDeltaEvent", "sambanova_sdk.types.ResponseOutputTextDoneEvent", "sambanova_sdk.types.ResponseReasoningTextDeltaEvent", "sambanova_sdk.types.ResponseReasoningTextDoneEvent"]
    aliased: Annotated[ResponseCreatedEvent | ResponseInProgressEvent | ResponseOutputItemAddedEvent | ResponseContentPartAddedEvent | ResponseReasoningTextDeltaEvent | ResponseReasoningTextDoneEvent | ResponseOutputTextDeltaEvent | ResponseOutputTextDoneEvent | ResponseFunctionCallArgumentsDeltaEvent | ResponseFunctionCallArgumentsDoneEvent | ResponseContentPartDoneEvent | ResponseOutputItemDoneEvent | ResponseCompletedEvent, Field(discriminator="type")] = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
def send_ResponseTextContentParam(
    # usage: ["sambanova_sdk.types.ResponseTextContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
    k_0: Literal["input_text", "output_text"],
    # usage: ["sambanova_sdk.types.ResponseTextContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
    k_1: str,
    # usage: ["sambanova_sdk.types.ResponseTextContentParam['annotations']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/annotations", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseAnnotationParam", "sambanova_sdk.types.ResponseAnnotation"]
    k_2: Iterable[ResponseAnnotationParam] | None,
    # usage: ["sambanova_sdk.types.ResponseTextContentParam['logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/logprobs", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.LogProbsContentParam", "sambanova_sdk.types.LogProbsContent"]
    k_3: Iterable[LogProbsContentParam] | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseTextContentParam[*", "sambanova_sdk.types.ResponseTextContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContentParam['annotations']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/annotations", "sambanova_sdk.types.ResponseTextContentParam['logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/logprobs"]
    full: ResponseTextContentParam = {
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "text": k_1,
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['annotations']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/annotations", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "annotations": k_2,
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/logprobs", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "logprobs": k_3,
    }
    # usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseTextContentParam[*", "sambanova_sdk.types.ResponseTextContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContentParam['annotations']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/annotations", "sambanova_sdk.types.ResponseTextContentParam['logprobs']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/logprobs"]
    minimal: ResponseTextContentParam = {
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseTextContentParam['text']", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
        "text": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseTextContentParam", "sambanova_sdk.types.ResponseTextContent"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseTextContent"]
def read_ResponseTextContent(
    # usage: ["sambanova_sdk.types.ResponseTextContent"]
    value: ResponseTextContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextContent.type", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/type", "sambanova_sdk.types.ResponseTextContent"]
    f_0: Literal["input_text", "output_text"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseTextContent.text", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/text", "sambanova_sdk.types.ResponseTextContent"]
    f_1: str = value.text
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseTextContent.annotations", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/annotations", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.ResponseAnnotation"]
    f_2: list[ResponseAnnotation] | None = value.annotations
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseTextContent.logprobs", "spec:specs/responses.yaml#/components/schemas/ResponseTextContent/properties/logprobs", "sambanova_sdk.types.ResponseTextContent", "sambanova_sdk.types.LogProbsContent"]
    f_3: list[LogProbsContent] | None = value.logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
def send_ResponseTextFormatJSONObjectParam(
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONObject/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
    k_0: Literal["json_object"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam[*", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONObject/properties/type"]
    full: ResponseTextFormatJSONObjectParam = {
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONObject/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObjectParam", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseTextFormatJSONObject"]
def read_ResponseTextFormatJSONObject(
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObject"]
    value: ResponseTextFormatJSONObject,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONObject.type", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONObject/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONObject"]
    f_0: Literal["json_object"] = value.type
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
def send_ResponseTextFormatJSONSchemaParam(
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    k_0: Literal["json_schema"],
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    k_1: str,
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/description", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['schema']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/schema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    k_3: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/strict", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    k_4: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam[*", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/description", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['schema']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/schema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/strict"]
    full: ResponseTextFormatJSONSchemaParam = {
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "name": k_1,
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/description", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "description": k_2,
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['schema']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/schema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "schema": k_3,
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/strict", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "strict": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam[*", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/description", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['schema']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/schema", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/strict"]
    minimal: ResponseTextFormatJSONSchemaParam = {
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
        "name": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchemaParam", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema"]
def read_ResponseTextFormatJSONSchema(
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    value: ResponseTextFormatJSONSchema,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema.type", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/type", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    f_0: Literal["json_schema"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema.name", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/name", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    f_1: str = value.name
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema.description", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/description", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    f_2: str | None = value.description
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema.schema", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/schema", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    f_3: dict[str, Any] | None = value.schema_
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseTextFormatJSONSchema.strict", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatJSONSchema/properties/strict", "sambanova_sdk.types.ResponseTextFormatJSONSchema"]
    f_4: bool | None = value.strict
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
def send_ResponseTextFormatTextParam(
    # usage: ["sambanova_sdk.types.ResponseTextFormatTextParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatText/properties/type", "sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
    k_0: Literal["text"],
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText", "sambanova_sdk.types.ResponseTextFormatTextParam[*", "sambanova_sdk.types.ResponseTextFormatTextParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatText/properties/type"]
    full: ResponseTextFormatTextParam = {
        # usage: ["sambanova_sdk.types.ResponseTextFormatTextParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatText/properties/type", "sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
        "type": k_0,
    }
    # usage: ["sambanova_sdk.types.ResponseTextFormatTextParam", "sambanova_sdk.types.ResponseTextFormatText"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseTextFormatText"]
def read_ResponseTextFormatText(
    # usage: ["sambanova_sdk.types.ResponseTextFormatText"]
    value: ResponseTextFormatText,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTextFormatText.type", "spec:specs/responses.yaml#/components/schemas/ResponseTextFormatText/properties/type", "sambanova_sdk.types.ResponseTextFormatText"]
    f_0: Literal["text"] = value.type
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
def send_ResponseToolParam(
    # usage: ["sambanova_sdk.types.ResponseToolParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/type", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_0: Literal["function"],
    # usage: ["sambanova_sdk.types.ResponseToolParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_1: str,
    # usage: ["sambanova_sdk.types.ResponseToolParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/description", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.ResponseToolParam['parameters']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/parameters", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_3: Mapping[str, object] | None,
    # usage: ["sambanova_sdk.types.ResponseToolParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/strict", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    k_4: bool | None,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool", "sambanova_sdk.types.ResponseToolParam[*", "sambanova_sdk.types.ResponseToolParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/type", "sambanova_sdk.types.ResponseToolParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseToolParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/description", "sambanova_sdk.types.ResponseToolParam['parameters']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/parameters", "sambanova_sdk.types.ResponseToolParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/strict"]
    full: ResponseToolParam = {
        # usage: ["sambanova_sdk.types.ResponseToolParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/type", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseToolParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "name": k_1,
        # usage: ["sambanova_sdk.types.ResponseToolParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/description", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "description": k_2,
        # usage: ["sambanova_sdk.types.ResponseToolParam['parameters']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/parameters", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "parameters": k_3,
        # usage: ["sambanova_sdk.types.ResponseToolParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/strict", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "strict": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool", "sambanova_sdk.types.ResponseToolParam[*", "sambanova_sdk.types.ResponseToolParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/type", "sambanova_sdk.types.ResponseToolParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseToolParam['description']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/description", "sambanova_sdk.types.ResponseToolParam['parameters']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/parameters", "sambanova_sdk.types.ResponseToolParam['strict']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/strict"]
    minimal: ResponseToolParam = {
        # usage: ["sambanova_sdk.types.ResponseToolParam['name']", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
        "name": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseToolParam", "sambanova_sdk.types.ResponseTool"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseTool"]
def read_ResponseTool(
    # usage: ["sambanova_sdk.types.ResponseTool"]
    value: ResponseTool,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseTool.type", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/type", "sambanova_sdk.types.ResponseTool"]
    f_0: Literal["function"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseTool.name", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/name", "sambanova_sdk.types.ResponseTool"]
    f_1: str = value.name
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseTool.description", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/description", "sambanova_sdk.types.ResponseTool"]
    f_2: str | None = value.description
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseTool.parameters", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/parameters", "sambanova_sdk.types.ResponseTool"]
    f_3: dict[str, Any] | None = value.parameters
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseTool.strict", "spec:specs/responses.yaml#/components/schemas/ResponseTool/properties/strict", "sambanova_sdk.types.ResponseTool"]
    f_4: bool | None = value.strict
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseToolChoiceOption"]
def read_ResponseToolChoiceOption(
    # usage: ["sambanova_sdk.types.ResponseToolChoiceOption"]
    value: ResponseToolChoiceOption,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseToolChoiceOption", "sambanova_sdk.types.ResponseNamedToolChoice"]
    aliased: Literal["none", "auto", "required"] | str | ResponseNamedToolChoice = value
    print(aliased)


# usage: ["sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
def send_ResponseToolChoiceOptionParam(
    # usage: ["sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
    value: Literal["none", "auto", "required"] | ResponseNamedToolChoiceParam,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseToolChoiceOptionParam", "sambanova_sdk.types.ResponseToolChoiceOption", "sambanova_sdk.types.ResponseNamedToolChoiceParam", "sambanova_sdk.types.ResponseNamedToolChoice"]
    sent: ResponseToolChoiceOptionParam = value
    print(sent)


# usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
def send_ResponseUrlCitationParam(
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    k_0: Literal["url_citation"],
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['url']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    k_1: str,
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['title']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/title", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    k_3: int,
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    k_4: int,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation", "sambanova_sdk.types.ResponseUrlCitationParam[*", "sambanova_sdk.types.ResponseUrlCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitationParam['url']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitationParam['title']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/title", "sambanova_sdk.types.ResponseUrlCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index"]
    full: ResponseUrlCitationParam = {
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['url']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "url": k_1,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['title']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/title", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "title": k_2,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "start_index": k_3,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "end_index": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    print(full)
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation", "sambanova_sdk.types.ResponseUrlCitationParam[*", "sambanova_sdk.types.ResponseUrlCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitationParam['url']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitationParam['title']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/title", "sambanova_sdk.types.ResponseUrlCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index"]
    minimal: ResponseUrlCitationParam = {
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['url']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "url": k_1,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['start_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "start_index": k_3,
        # usage: ["sambanova_sdk.types.ResponseUrlCitationParam['end_index']", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index", "sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
        "end_index": k_4,
    }
    # usage: ["sambanova_sdk.types.ResponseUrlCitationParam", "sambanova_sdk.types.ResponseUrlCitation"]
    print(minimal)


# usage: ["sambanova_sdk.types.ResponseUrlCitation"]
def read_ResponseUrlCitation(
    # usage: ["sambanova_sdk.types.ResponseUrlCitation"]
    value: ResponseUrlCitation,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseUrlCitation.type", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/type", "sambanova_sdk.types.ResponseUrlCitation"]
    f_0: Literal["url_citation"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseUrlCitation.url", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/url", "sambanova_sdk.types.ResponseUrlCitation"]
    f_1: str = value.url
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseUrlCitation.title", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/title", "sambanova_sdk.types.ResponseUrlCitation"]
    f_2: str | None = value.title
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseUrlCitation.start_index", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/start_index", "sambanova_sdk.types.ResponseUrlCitation"]
    f_3: int = value.start_index
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseUrlCitation.end_index", "spec:specs/responses.yaml#/components/schemas/ResponseUrlCitation/properties/end_index", "sambanova_sdk.types.ResponseUrlCitation"]
    f_4: int = value.end_index
    print(f_4)


# usage: ["sambanova_sdk.types.ResponseUsage"]
def read_ResponseUsage(
    # usage: ["sambanova_sdk.types.ResponseUsage"]
    value: ResponseUsage,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseUsage.input_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/input_tokens", "sambanova_sdk.types.ResponseUsage"]
    f_0: int = value.input_tokens
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseUsage.output_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/output_tokens", "sambanova_sdk.types.ResponseUsage"]
    f_1: int = value.output_tokens
    print(f_1)
    # usage: ["sambanova_sdk.types.ResponseUsage.total_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/total_tokens", "sambanova_sdk.types.ResponseUsage"]
    f_2: int = value.total_tokens
    print(f_2)
    # usage: ["sambanova_sdk.types.ResponseUsage.input_tokens_details", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/input_tokens_details", "sambanova_sdk.types.ResponseUsage", "sambanova_sdk.types.ResponseUsageInputTokensDetails"]
    f_3: ResponseUsageInputTokensDetails | None = value.input_tokens_details
    print(f_3)
    # usage: ["sambanova_sdk.types.ResponseUsage.output_tokens_details", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/output_tokens_details", "sambanova_sdk.types.ResponseUsage", "sambanova_sdk.types.ResponseUsageOutputTokensDetails"]
    f_4: ResponseUsageOutputTokensDetails | None = value.output_tokens_details
    print(f_4)
    # usage: ["sambanova_sdk.types.ResponseUsage.start_time", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/start_time", "sambanova_sdk.types.ResponseUsage"]
    f_5: float | None = value.start_time
    print(f_5)
    # usage: ["sambanova_sdk.types.ResponseUsage.end_time", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/end_time", "sambanova_sdk.types.ResponseUsage"]
    f_6: float | None = value.end_time
    print(f_6)
    # usage: ["sambanova_sdk.types.ResponseUsage.time_to_first_token", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/time_to_first_token", "sambanova_sdk.types.ResponseUsage"]
    f_7: float | None = value.time_to_first_token
    print(f_7)
    # usage: ["sambanova_sdk.types.ResponseUsage.total_latency", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/total_latency", "sambanova_sdk.types.ResponseUsage"]
    f_8: float | None = value.total_latency
    print(f_8)
    # usage: ["sambanova_sdk.types.ResponseUsage.output_tokens_per_sec", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/output_tokens_per_sec", "sambanova_sdk.types.ResponseUsage"]
    f_9: float | None = value.output_tokens_per_sec
    print(f_9)
    # usage: ["sambanova_sdk.types.ResponseUsage.output_tokens_after_first_per_sec", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/output_tokens_after_first_per_sec", "sambanova_sdk.types.ResponseUsage"]
    f_10: float | None = value.output_tokens_after_first_per_sec
    print(f_10)
    # usage: ["sambanova_sdk.types.ResponseUsage.total_tokens_per_sec", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/total_tokens_per_sec", "sambanova_sdk.types.ResponseUsage"]
    f_11: float | None = value.total_tokens_per_sec
    print(f_11)
    # usage: ["sambanova_sdk.types.ResponseUsage.acceptance_rate", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/acceptance_rate", "sambanova_sdk.types.ResponseUsage"]
    f_12: float | None = value.acceptance_rate
    print(f_12)
    # usage: ["sambanova_sdk.types.ResponseUsage.is_last_response", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/is_last_response", "sambanova_sdk.types.ResponseUsage"]
    f_13: bool | None = value.is_last_response
    print(f_13)


# usage: ["sambanova_sdk.types.ResponseUsageInputTokensDetails"]
def read_ResponseUsageInputTokensDetails(
    # usage: ["sambanova_sdk.types.ResponseUsageInputTokensDetails"]
    value: ResponseUsageInputTokensDetails,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseUsageInputTokensDetails.cached_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/input_tokens_details/anyOf/0/properties/cached_tokens", "sambanova_sdk.types.ResponseUsageInputTokensDetails"]
    f_0: int | None = value.cached_tokens
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseUsageOutputTokensDetails"]
def read_ResponseUsageOutputTokensDetails(
    # usage: ["sambanova_sdk.types.ResponseUsageOutputTokensDetails"]
    value: ResponseUsageOutputTokensDetails,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseUsageOutputTokensDetails.reasoning_tokens", "spec:specs/responses.yaml#/components/schemas/ResponseUsage/properties/output_tokens_details/anyOf/0/properties/reasoning_tokens", "sambanova_sdk.types.ResponseUsageOutputTokensDetails"]
    f_0: int | None = value.reasoning_tokens
    print(f_0)


# usage: ["sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
def send_ResponseVideoContentParam(
    # usage: ["sambanova_sdk.types.ResponseVideoContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/type", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
    k_0: Literal["input_video"],
    # usage: ["sambanova_sdk.types.ResponseVideoContentParam['video_url']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/video_url", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent", "sambanova_sdk.types.ResponseVideoContentParam[*", "sambanova_sdk.types.ResponseVideoContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/type", "sambanova_sdk.types.ResponseVideoContentParam['video_url']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/video_url"]
    full: ResponseVideoContentParam = {
        # usage: ["sambanova_sdk.types.ResponseVideoContentParam['type']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/type", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.ResponseVideoContentParam['video_url']", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/video_url", "sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
        "video_url": k_1,
    }
    # usage: ["sambanova_sdk.types.ResponseVideoContentParam", "sambanova_sdk.types.ResponseVideoContent"]
    print(full)


# usage: ["sambanova_sdk.types.ResponseVideoContent"]
def read_ResponseVideoContent(
    # usage: ["sambanova_sdk.types.ResponseVideoContent"]
    value: ResponseVideoContent,
) -> None:
    # usage: ["sambanova_sdk.types.ResponseVideoContent.type", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/type", "sambanova_sdk.types.ResponseVideoContent"]
    f_0: Literal["input_video"] = value.type
    print(f_0)
    # usage: ["sambanova_sdk.types.ResponseVideoContent.video_url", "spec:specs/responses.yaml#/components/schemas/ResponseVideoContent/properties/video_url", "sambanova_sdk.types.ResponseVideoContent"]
    f_1: str = value.video_url
    print(f_1)


# usage: ["sambanova_sdk.types.SimpleError"]
def read_SimpleError(
    # usage: ["sambanova_sdk.types.SimpleError"]
    value: SimpleError,
) -> None:
    # usage: ["sambanova_sdk.types.SimpleError.error", "spec:specs/audio.yaml#/components/schemas/SimpleError/properties/error", "sambanova_sdk.types.SimpleError"]
    f_0: str | None = value.error
    print(f_0)


# usage: ["sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
def send_SystemMessageParam(
    # usage: ["sambanova_sdk.types.SystemMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/role", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
    k_0: Literal["system"],
    # usage: ["sambanova_sdk.types.SystemMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/content", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    k_1: str | Iterable[TextContentParam] | None,
) -> None:
    # usage: ["sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage", "sambanova_sdk.types.SystemMessageParam[*", "sambanova_sdk.types.SystemMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/role", "sambanova_sdk.types.SystemMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/content"]
    full: SystemMessageParam = {
        # usage: ["sambanova_sdk.types.SystemMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/role", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.SystemMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/SystemMessage/properties/content", "sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
        "content": k_1,
    }
    # usage: ["sambanova_sdk.types.SystemMessageParam", "sambanova_sdk.types.SystemMessage"]
    print(full)


# usage: ["sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
def send_TextContentParam(
    # usage: ["sambanova_sdk.types.TextContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/type", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    k_0: Literal["text"],
    # usage: ["sambanova_sdk.types.TextContentParam['text']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/text", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent", "sambanova_sdk.types.TextContentParam[*", "sambanova_sdk.types.TextContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/type", "sambanova_sdk.types.TextContentParam['text']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/text"]
    full: TextContentParam = {
        # usage: ["sambanova_sdk.types.TextContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/type", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.TextContentParam['text']", "spec:specs/chat-completions.yaml#/components/schemas/TextContent/properties/text", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
        "text": k_1,
    }
    # usage: ["sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    print(full)


# usage: ["sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
def send_ToolParam(
    # usage: ["sambanova_sdk.types.ToolParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/function", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool", "sambanova_sdk.types.FunctionObjectParam", "sambanova_sdk.types.FunctionObject"]
    k_0: FunctionObjectParam,
    # usage: ["sambanova_sdk.types.ToolParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/type", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
    k_1: str,
) -> None:
    # usage: ["sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool", "sambanova_sdk.types.ToolParam[*", "sambanova_sdk.types.ToolParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/function", "sambanova_sdk.types.ToolParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/type"]
    full: ToolParam = {
        # usage: ["sambanova_sdk.types.ToolParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/function", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
        "function": k_0,
        # usage: ["sambanova_sdk.types.ToolParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/Tool/properties/type", "sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
        "type": k_1,
    }
    # usage: ["sambanova_sdk.types.ToolParam", "sambanova_sdk.types.Tool"]
    print(full)


# usage: ["sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
def send_ToolChoiceObjectParam(
    # usage: ["sambanova_sdk.types.ToolChoiceObjectParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject", "sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
    k_0: ToolChoiceObjectFunctionParam,
    # usage: ["sambanova_sdk.types.ToolChoiceObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/type", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
    k_1: Literal["function"],
) -> None:
    # usage: ["sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject", "sambanova_sdk.types.ToolChoiceObjectParam[*", "sambanova_sdk.types.ToolChoiceObjectParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function", "sambanova_sdk.types.ToolChoiceObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/type"]
    full: ToolChoiceObjectParam = {
        # usage: ["sambanova_sdk.types.ToolChoiceObjectParam['function']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
        "function": k_0,
        # usage: ["sambanova_sdk.types.ToolChoiceObjectParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/type", "sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
        "type": k_1,
    }
    # usage: ["sambanova_sdk.types.ToolChoiceObjectParam", "sambanova_sdk.types.ToolChoiceObject"]
    print(full)


# usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
def send_ToolChoiceObjectFunctionParam(
    # usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function/properties/name", "sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
    k_0: str,
) -> None:
    # usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction", "sambanova_sdk.types.ToolChoiceObjectFunctionParam[*", "sambanova_sdk.types.ToolChoiceObjectFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function/properties/name"]
    full: ToolChoiceObjectFunctionParam = {
        # usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam['name']", "spec:specs/chat-completions.yaml#/components/schemas/ToolChoiceObject/properties/function/properties/name", "sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
        "name": k_0,
    }
    # usage: ["sambanova_sdk.types.ToolChoiceObjectFunctionParam", "sambanova_sdk.types.ToolChoiceObjectFunction"]
    print(full)


# usage: ["sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
def send_ToolMessageParam(
    # usage: ["sambanova_sdk.types.ToolMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/role", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
    k_0: Literal["tool"],
    # usage: ["sambanova_sdk.types.ToolMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/content", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent"]
    k_1: str | Iterable[TextContentParam],
) -> None:
    # usage: ["sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage", "sambanova_sdk.types.ToolMessageParam[*", "sambanova_sdk.types.ToolMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/role", "sambanova_sdk.types.ToolMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/content"]
    full: ToolMessageParam = {
        # usage: ["sambanova_sdk.types.ToolMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/role", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.ToolMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/ToolMessage/properties/content", "sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
        "content": k_1,
    }
    # usage: ["sambanova_sdk.types.ToolMessageParam", "sambanova_sdk.types.ToolMessage"]
    print(full)


# usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
def send_TopLogProbsParam(
    # usage: ["sambanova_sdk.types.TopLogProbsParam['bytes']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/bytes", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    k_0: Iterable[int] | None,
    # usage: ["sambanova_sdk.types.TopLogProbsParam['logprob']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    k_1: float,
    # usage: ["sambanova_sdk.types.TopLogProbsParam['token']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    k_2: str,
) -> None:
    # usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs", "sambanova_sdk.types.TopLogProbsParam[*", "sambanova_sdk.types.TopLogProbsParam['bytes']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/bytes", "sambanova_sdk.types.TopLogProbsParam['logprob']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbsParam['token']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token"]
    full: TopLogProbsParam = {
        # usage: ["sambanova_sdk.types.TopLogProbsParam['bytes']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/bytes", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
        "bytes": k_0,
        # usage: ["sambanova_sdk.types.TopLogProbsParam['logprob']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
        "logprob": k_1,
        # usage: ["sambanova_sdk.types.TopLogProbsParam['token']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
        "token": k_2,
    }
    # usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    print(full)
    # usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs", "sambanova_sdk.types.TopLogProbsParam[*", "sambanova_sdk.types.TopLogProbsParam['bytes']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/bytes", "sambanova_sdk.types.TopLogProbsParam['logprob']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbsParam['token']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token"]
    minimal: TopLogProbsParam = {
        # usage: ["sambanova_sdk.types.TopLogProbsParam['logprob']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
        "logprob": k_1,
        # usage: ["sambanova_sdk.types.TopLogProbsParam['token']", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token", "sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
        "token": k_2,
    }
    # usage: ["sambanova_sdk.types.TopLogProbsParam", "sambanova_sdk.types.TopLogProbs"]
    print(minimal)


# usage: ["sambanova_sdk.types.TopLogProbs"]
def read_TopLogProbs(
    # usage: ["sambanova_sdk.types.TopLogProbs"]
    value: TopLogProbs,
) -> None:
    # usage: ["sambanova_sdk.types.TopLogProbs.bytes", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/bytes", "sambanova_sdk.types.TopLogProbs"]
    f_0: list[int] | None = value.bytes
    print(f_0)
    # usage: ["sambanova_sdk.types.TopLogProbs.logprob", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/logprob", "sambanova_sdk.types.TopLogProbs"]
    f_1: float = value.logprob
    print(f_1)
    # usage: ["sambanova_sdk.types.TopLogProbs.token", "spec:specs/audio.yaml#/components/schemas/TopLogProbs/properties/token", "sambanova_sdk.types.TopLogProbs"]
    f_2: str = value.token
    print(f_2)


# usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
def send_TranscriptionRequestParam(
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    k_0: str | Literal["Whisper-Large-v3"],
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    k_1: FileTypes,
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest", "sambanova_sdk.types.TranscriptionRequestLanguage"]
    k_3: TranscriptionRequestLanguage | None,
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    k_4: Literal["json", "text"],
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    k_5: bool,
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
    k_6: TranscriptionRequestStreamOptionsParam | None,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest", "sambanova_sdk.types.TranscriptionRequestParam[*", "sambanova_sdk.types.TranscriptionRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "sambanova_sdk.types.TranscriptionRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "sambanova_sdk.types.TranscriptionRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "sambanova_sdk.types.TranscriptionRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "sambanova_sdk.types.TranscriptionRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "sambanova_sdk.types.TranscriptionRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream", "sambanova_sdk.types.TranscriptionRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options"]
    full: TranscriptionRequestParam = {
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "file": k_1,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "prompt": k_2,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "language": k_3,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "response_format": k_4,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "stream": k_5,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "stream_options": k_6,
    }
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest", "sambanova_sdk.types.TranscriptionRequestParam[*", "sambanova_sdk.types.TranscriptionRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "sambanova_sdk.types.TranscriptionRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "sambanova_sdk.types.TranscriptionRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/prompt", "sambanova_sdk.types.TranscriptionRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/language", "sambanova_sdk.types.TranscriptionRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/response_format", "sambanova_sdk.types.TranscriptionRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream", "sambanova_sdk.types.TranscriptionRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options"]
    minimal: TranscriptionRequestParam = {
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/model", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.TranscriptionRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/file", "sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
        "file": k_1,
    }
    # usage: ["sambanova_sdk.types.TranscriptionRequestParam", "sambanova_sdk.types.TranscriptionRequest"]
    print(minimal)




# usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
def send_TranscriptionRequestStreamOptionsParam(
    # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
    k_0: Literal["true", "false"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam[*", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    full: TranscriptionRequestStreamOptionsParam = {
        # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
        "include_usage": k_0,
    }
    # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
    print(full)
    # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam[*", "sambanova_sdk.types.TranscriptionRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranscriptionRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    minimal: TranscriptionRequestStreamOptionsParam = {
    }
    # usage: ["sambanova_sdk.types.TranscriptionRequestStreamOptionsParam", "sambanova_sdk.types.TranscriptionRequestStreamOptions"]
    print(minimal)


# usage: ["sambanova_sdk.types.TranscriptionResponse"]
def read_TranscriptionResponse(
    # usage: ["sambanova_sdk.types.TranscriptionResponse"]
    value: TranscriptionResponse,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionResponse.text", "spec:specs/audio.yaml#/components/schemas/TranscriptionResponse/properties/text", "sambanova_sdk.types.TranscriptionResponse"]
    f_0: str = value.text
    print(f_0)


# usage: ["sambanova_sdk.types.TranscriptionStreamResponse"]
def read_TranscriptionStreamResponse(
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse"]
    value: TranscriptionStreamResponse,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.choices", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/choices", "sambanova_sdk.types.TranscriptionStreamResponse", "sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    f_0: list[TranscriptionTranslationChunkChoice] | None = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.created", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/created", "sambanova_sdk.types.TranscriptionStreamResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.id", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/id", "sambanova_sdk.types.TranscriptionStreamResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.model", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/model", "sambanova_sdk.types.TranscriptionStreamResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.object", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/object", "sambanova_sdk.types.TranscriptionStreamResponse"]
    f_4: Literal["chat.completion.chunk"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.system_fingerprint", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/system_fingerprint", "sambanova_sdk.types.TranscriptionStreamResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.TranscriptionStreamResponse.usage", "spec:specs/audio.yaml#/components/schemas/TranscriptionStreamResponse/properties/usage", "sambanova_sdk.types.TranscriptionStreamResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
def read_TranscriptionTranslationChunkChoice(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    value: TranscriptionTranslationChunkChoice,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice.delta", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationChunkChoice/properties/delta", "sambanova_sdk.types.TranscriptionTranslationChunkChoice", "sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
    f_0: TranscriptionTranslationResponseDelta = value.delta
    print(f_0)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice.finish_reason", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationChunkChoice/properties/finish_reason", "sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    f_1: Literal["stop"] | None = value.finish_reason
    print(f_1)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice.index", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationChunkChoice/properties/index", "sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    f_2: int = value.index
    print(f_2)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationChunkChoice.logprobs", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationChunkChoice/properties/logprobs", "sambanova_sdk.types.TranscriptionTranslationChunkChoice", "sambanova_sdk.types.LogProbs"]
    f_3: LogProbs | None = value.logprobs
    print(f_3)


# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
def read_TranscriptionTranslationRequestProperties(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    value: TranscriptionTranslationRequestProperties,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.model", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/model", "sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    f_0: str | Literal["Whisper-Large-v3"] | None = value.model
    print(f_0)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.file", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/file", "sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    f_1: bytes | None = value.file
    print(f_1)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.prompt", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/prompt", "sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    f_2: str | None = value.prompt
    print(f_2)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.language", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/language", "sambanova_sdk.types.TranscriptionTranslationRequestProperties", "sambanova_sdk.types.TranscriptionTranslationRequestPropertiesLanguage"]
    f_3: TranscriptionTranslationRequestPropertiesLanguage | None = value.language
    print(f_3)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.response_format", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/response_format", "sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    f_4: Literal["json", "text"] | str = value.response_format
    print(f_4)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.stream", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/stream", "sambanova_sdk.types.TranscriptionTranslationRequestProperties"]
    f_5: Literal["true", "false"] | str = value.stream
    print(f_5)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestProperties.stream_options", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/stream_options", "sambanova_sdk.types.TranscriptionTranslationRequestProperties", "sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions"]
    f_6: TranscriptionTranslationRequestPropertiesStreamOptions | None = value.stream_options
    print(f_6)


# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesLanguage"]
def read_TranscriptionTranslationRequestPropertiesLanguage(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesLanguage"]
    value: TranscriptionTranslationRequestPropertiesLanguage,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesLanguage"]
    aliased: Literal["en", "zh", "de", "es", "ru", "ko", "fr", "ja", "pt", "tr", "pl", "ca", "nl", "ar", "sv", "it", "id", "hi", "fi", "vi", "he", "uk", "el", "ms", "cs", "ro", "da", "hu", "ta", "no", "th", "ur", "hr", "bg", "lt", "la", "mi", "ml", "cy", "sk", "te", "fa", "lv", "bn", "sr", "az", "sl", "kn", "et", "mk", "br", "eu", "is", "hy", "ne", "mn", "bs", "kk", "sq", "sw", "gl", "mr", "pa", "si", "km", "sn", "yo", "so", "af", "oc", "ka", "be", "tg", "sd", "gu", "am", "yi", "lo", "uz", "fo", "ht", "ps", "tk", "nn", "mt", "sa", "lb", "my", "bo", "tl", "mg", "as", "tt", "haw", "ln", "ha", "ba", "jw", "su", "yue"] | str = value
    print(aliased)


# usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions"]
def read_TranscriptionTranslationRequestPropertiesStreamOptions(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions"]
    value: TranscriptionTranslationRequestPropertiesStreamOptions,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions.include_usage", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationRequestProperties/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.TranscriptionTranslationRequestPropertiesStreamOptions"]
    f_0: Literal["true", "false"] | str | None = value.include_usage
    print(f_0)


# usage: ["sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
def read_TranscriptionTranslationResponseDelta(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
    value: TranscriptionTranslationResponseDelta,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseDelta.role", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseDelta/properties/role", "sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
    f_0: Literal["assistant"] | None = value.role
    print(f_0)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseDelta.content", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseDelta/properties/content", "sambanova_sdk.types.TranscriptionTranslationResponseDelta"]
    f_1: str | None = value.content
    print(f_1)


# usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
def read_TranscriptionTranslationResponseProperties(
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    value: TranscriptionTranslationResponseProperties,
) -> None:
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.choices", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/choices", "sambanova_sdk.types.TranscriptionTranslationResponseProperties", "sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    f_0: list[TranscriptionTranslationChunkChoice] | None = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.created", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/created", "sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    f_1: float | None = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.id", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/id", "sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    f_2: str | None = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.model", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/model", "sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    f_3: str | None = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.object", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/object", "sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    f_4: Literal["chat.completion.chunk"] | None = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.system_fingerprint", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/system_fingerprint", "sambanova_sdk.types.TranscriptionTranslationResponseProperties"]
    f_5: str | None = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.TranscriptionTranslationResponseProperties.usage", "spec:specs/audio.yaml#/components/schemas/TranscriptionTranslationResponseProperties/properties/usage", "sambanova_sdk.types.TranscriptionTranslationResponseProperties", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
def send_TranslationRequestParam(
    # usage: ["sambanova_sdk.types.TranslationRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    k_0: str | Literal["Whisper-Large-v3"],
    # usage: ["sambanova_sdk.types.TranslationRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    k_1: FileTypes,
    # usage: ["sambanova_sdk.types.TranslationRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    k_2: str | None,
    # usage: ["sambanova_sdk.types.TranslationRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest", "sambanova_sdk.types.TranslationRequestLanguage"]
    k_3: TranslationRequestLanguage | None,
    # usage: ["sambanova_sdk.types.TranslationRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    k_4: Literal["json", "text"],
    # usage: ["sambanova_sdk.types.TranslationRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    k_5: bool,
    # usage: ["sambanova_sdk.types.TranslationRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest", "sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
    k_6: TranslationRequestStreamOptionsParam | None,
) -> None:
    # usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest", "sambanova_sdk.types.TranslationRequestParam[*", "sambanova_sdk.types.TranslationRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "sambanova_sdk.types.TranslationRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "sambanova_sdk.types.TranslationRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "sambanova_sdk.types.TranslationRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "sambanova_sdk.types.TranslationRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "sambanova_sdk.types.TranslationRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream", "sambanova_sdk.types.TranslationRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options"]
    full: TranslationRequestParam = {
        # usage: ["sambanova_sdk.types.TranslationRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "file": k_1,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "prompt": k_2,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "language": k_3,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "response_format": k_4,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "stream": k_5,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "stream_options": k_6,
    }
    # usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    print(full)
    # usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest", "sambanova_sdk.types.TranslationRequestParam[*", "sambanova_sdk.types.TranslationRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "sambanova_sdk.types.TranslationRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "sambanova_sdk.types.TranslationRequestParam['prompt']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/prompt", "sambanova_sdk.types.TranslationRequestParam['language']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/language", "sambanova_sdk.types.TranslationRequestParam['response_format']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/response_format", "sambanova_sdk.types.TranslationRequestParam['stream']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream", "sambanova_sdk.types.TranslationRequestParam['stream_options']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options"]
    minimal: TranslationRequestParam = {
        # usage: ["sambanova_sdk.types.TranslationRequestParam['model']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/model", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "model": k_0,
        # usage: ["sambanova_sdk.types.TranslationRequestParam['file']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/file", "sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
        "file": k_1,
    }
    # usage: ["sambanova_sdk.types.TranslationRequestParam", "sambanova_sdk.types.TranslationRequest"]
    print(minimal)




# usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
def send_TranslationRequestStreamOptionsParam(
    # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
    k_0: Literal["true", "false"] | None,
) -> None:
    # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions", "sambanova_sdk.types.TranslationRequestStreamOptionsParam[*", "sambanova_sdk.types.TranslationRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    full: TranslationRequestStreamOptionsParam = {
        # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options/anyOf/0/properties/include_usage", "sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
        "include_usage": k_0,
    }
    # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
    print(full)
    # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions", "sambanova_sdk.types.TranslationRequestStreamOptionsParam[*", "sambanova_sdk.types.TranslationRequestStreamOptionsParam['include_usage']", "spec:specs/audio.yaml#/components/schemas/TranslationRequest/properties/stream_options/anyOf/0/properties/include_usage"]
    minimal: TranslationRequestStreamOptionsParam = {
    }
    # usage: ["sambanova_sdk.types.TranslationRequestStreamOptionsParam", "sambanova_sdk.types.TranslationRequestStreamOptions"]
    print(minimal)


# usage: ["sambanova_sdk.types.TranslationResponse"]
def read_TranslationResponse(
    # usage: ["sambanova_sdk.types.TranslationResponse"]
    value: TranslationResponse,
) -> None:
    # usage: ["sambanova_sdk.types.TranslationResponse.text", "spec:specs/audio.yaml#/components/schemas/TranslationResponse/properties/text", "sambanova_sdk.types.TranslationResponse"]
    f_0: str = value.text
    print(f_0)


# usage: ["sambanova_sdk.types.TranslationStreamResponse"]
def read_TranslationStreamResponse(
    # usage: ["sambanova_sdk.types.TranslationStreamResponse"]
    value: TranslationStreamResponse,
) -> None:
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.choices", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/choices", "sambanova_sdk.types.TranslationStreamResponse", "sambanova_sdk.types.TranscriptionTranslationChunkChoice"]
    f_0: list[TranscriptionTranslationChunkChoice] | None = value.choices
    print(f_0)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.created", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/created", "sambanova_sdk.types.TranslationStreamResponse"]
    f_1: float = value.created
    print(f_1)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.id", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/id", "sambanova_sdk.types.TranslationStreamResponse"]
    f_2: str = value.id
    print(f_2)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.model", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/model", "sambanova_sdk.types.TranslationStreamResponse"]
    f_3: str = value.model
    print(f_3)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.object", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/object", "sambanova_sdk.types.TranslationStreamResponse"]
    f_4: Literal["chat.completion.chunk"] = value.object
    print(f_4)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.system_fingerprint", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/system_fingerprint", "sambanova_sdk.types.TranslationStreamResponse"]
    f_5: str = value.system_fingerprint
    print(f_5)
    # usage: ["sambanova_sdk.types.TranslationStreamResponse.usage", "spec:specs/audio.yaml#/components/schemas/TranslationStreamResponse/properties/usage", "sambanova_sdk.types.TranslationStreamResponse", "sambanova_sdk.types.Usage"]
    f_6: Usage | None = value.usage
    print(f_6)


# usage: ["sambanova_sdk.types.Usage"]
def read_Usage(
    # usage: ["sambanova_sdk.types.Usage"]
    value: Usage,
) -> None:
    # usage: ["sambanova_sdk.types.Usage.acceptance_rate", "spec:specs/audio.yaml#/components/schemas/Usage/properties/acceptance_rate", "sambanova_sdk.types.Usage"]
    f_0: float | None = value.acceptance_rate
    print(f_0)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens", "sambanova_sdk.types.Usage"]
    f_1: int | None = value.completion_tokens
    print(f_1)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens_after_first_per_sec", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_after_first_per_sec", "sambanova_sdk.types.Usage"]
    f_2: float | None = value.completion_tokens_after_first_per_sec
    print(f_2)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens_after_first_per_sec_first_ten", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_after_first_per_sec_first_ten", "sambanova_sdk.types.Usage"]
    f_3: float | None = value.completion_tokens_after_first_per_sec_first_ten
    print(f_3)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens_after_first_per_sec_graph", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_after_first_per_sec_graph", "sambanova_sdk.types.Usage"]
    f_4: float | None = value.completion_tokens_after_first_per_sec_graph
    print(f_4)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens_per_sec", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_per_sec", "sambanova_sdk.types.Usage"]
    f_5: float | None = value.completion_tokens_per_sec
    print(f_5)
    # usage: ["sambanova_sdk.types.Usage.end_time", "spec:specs/audio.yaml#/components/schemas/Usage/properties/end_time", "sambanova_sdk.types.Usage"]
    f_6: float | None = value.end_time
    print(f_6)
    # usage: ["sambanova_sdk.types.Usage.is_last_response", "spec:specs/audio.yaml#/components/schemas/Usage/properties/is_last_response", "sambanova_sdk.types.Usage"]
    f_7: Literal[True] | None = value.is_last_response
    print(f_7)
    # usage: ["sambanova_sdk.types.Usage.prompt_tokens_details", "spec:specs/audio.yaml#/components/schemas/Usage/properties/prompt_tokens_details", "sambanova_sdk.types.Usage", "sambanova_sdk.types.UsagePromptTokensDetails"]
    f_8: UsagePromptTokensDetails | None = value.prompt_tokens_details
    print(f_8)
    # usage: ["sambanova_sdk.types.Usage.prompt_tokens", "spec:specs/audio.yaml#/components/schemas/Usage/properties/prompt_tokens", "sambanova_sdk.types.Usage"]
    f_9: int | None = value.prompt_tokens
    print(f_9)
    # usage: ["sambanova_sdk.types.Usage.start_time", "spec:specs/audio.yaml#/components/schemas/Usage/properties/start_time", "sambanova_sdk.types.Usage"]
    f_10: float | None = value.start_time
    print(f_10)
    # usage: ["sambanova_sdk.types.Usage.time_to_first_token", "spec:specs/audio.yaml#/components/schemas/Usage/properties/time_to_first_token", "sambanova_sdk.types.Usage"]
    f_11: float | None = value.time_to_first_token
    print(f_11)
    # usage: ["sambanova_sdk.types.Usage.time_to_first_token_graph", "spec:specs/audio.yaml#/components/schemas/Usage/properties/time_to_first_token_graph", "sambanova_sdk.types.Usage"]
    f_12: float | None = value.time_to_first_token_graph
    print(f_12)
    # usage: ["sambanova_sdk.types.Usage.stop_reason", "spec:specs/audio.yaml#/components/schemas/Usage/properties/stop_reason", "sambanova_sdk.types.Usage"]
    f_13: str | None = value.stop_reason
    print(f_13)
    # usage: ["sambanova_sdk.types.Usage.completion_tokens_details", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_details", "sambanova_sdk.types.Usage", "sambanova_sdk.types.UsageCompletionTokensDetails"]
    f_14: UsageCompletionTokensDetails | None = value.completion_tokens_details
    print(f_14)
    # usage: ["sambanova_sdk.types.Usage.total_latency", "spec:specs/audio.yaml#/components/schemas/Usage/properties/total_latency", "sambanova_sdk.types.Usage"]
    f_15: float | None = value.total_latency
    print(f_15)
    # usage: ["sambanova_sdk.types.Usage.total_tokens", "spec:specs/audio.yaml#/components/schemas/Usage/properties/total_tokens", "sambanova_sdk.types.Usage"]
    f_16: int | None = value.total_tokens
    print(f_16)
    # usage: ["sambanova_sdk.types.Usage.total_tokens_per_sec", "spec:specs/audio.yaml#/components/schemas/Usage/properties/total_tokens_per_sec", "sambanova_sdk.types.Usage"]
    f_17: float | None = value.total_tokens_per_sec
    print(f_17)


# usage: ["sambanova_sdk.types.UsageCompletionTokensDetails"]
def read_UsageCompletionTokensDetails(
    # usage: ["sambanova_sdk.types.UsageCompletionTokensDetails"]
    value: UsageCompletionTokensDetails,
) -> None:
    # usage: ["sambanova_sdk.types.UsageCompletionTokensDetails.reasoning_tokens", "spec:specs/audio.yaml#/components/schemas/Usage/properties/completion_tokens_details/anyOf/0/properties/reasoning_tokens", "sambanova_sdk.types.UsageCompletionTokensDetails"]
    f_0: int | None = value.reasoning_tokens
    print(f_0)


# usage: ["sambanova_sdk.types.UsagePromptTokensDetails"]
def read_UsagePromptTokensDetails(
    # usage: ["sambanova_sdk.types.UsagePromptTokensDetails"]
    value: UsagePromptTokensDetails,
) -> None:
    # usage: ["sambanova_sdk.types.UsagePromptTokensDetails.cached_tokens", "spec:specs/audio.yaml#/components/schemas/Usage/properties/prompt_tokens_details/properties/cached_tokens", "sambanova_sdk.types.UsagePromptTokensDetails"]
    f_0: int | None = value.cached_tokens
    print(f_0)


# usage: ["sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
def send_UserMessageParam(
    # usage: ["sambanova_sdk.types.UserMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/role", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
    k_0: Literal["user"],
    # usage: ["sambanova_sdk.types.UserMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/content", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage", "sambanova_sdk.types.AudioContentParam", "sambanova_sdk.types.AudioContent", "sambanova_sdk.types.ImageContentParam", "sambanova_sdk.types.ImageContent", "sambanova_sdk.types.TextContentParam", "sambanova_sdk.types.TextContent", "sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
    k_1: str | Iterable[TextContentParam | ImageContentParam | AudioContentParam | VideoContentParam] | None,
) -> None:
    # usage: ["sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage", "sambanova_sdk.types.UserMessageParam[*", "sambanova_sdk.types.UserMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/role", "sambanova_sdk.types.UserMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/content"]
    full: UserMessageParam = {
        # usage: ["sambanova_sdk.types.UserMessageParam['role']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/role", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
        "role": k_0,
        # usage: ["sambanova_sdk.types.UserMessageParam['content']", "spec:specs/chat-completions.yaml#/components/schemas/UserMessage/properties/content", "sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
        "content": k_1,
    }
    # usage: ["sambanova_sdk.types.UserMessageParam", "sambanova_sdk.types.UserMessage"]
    print(full)


# usage: ["sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
def send_VideoContentParam(
    # usage: ["sambanova_sdk.types.VideoContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/type", "sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
    k_0: Literal["video_url"],
    # usage: ["sambanova_sdk.types.VideoContentParam['video_url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url", "sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent", "sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
    k_1: VideoContentVideoUrlParam,
) -> None:
    # usage: ["sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent", "sambanova_sdk.types.VideoContentParam[*", "sambanova_sdk.types.VideoContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/type", "sambanova_sdk.types.VideoContentParam['video_url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url"]
    full: VideoContentParam = {
        # usage: ["sambanova_sdk.types.VideoContentParam['type']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/type", "sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
        "type": k_0,
        # usage: ["sambanova_sdk.types.VideoContentParam['video_url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url", "sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
        "video_url": k_1,
    }
    # usage: ["sambanova_sdk.types.VideoContentParam", "sambanova_sdk.types.VideoContent"]
    print(full)


# usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
def send_VideoContentVideoUrlParam(
    # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url/properties/url", "sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
    k_0: str,
) -> None:
    # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl", "sambanova_sdk.types.VideoContentVideoUrlParam[*", "sambanova_sdk.types.VideoContentVideoUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url/properties/url"]
    full: VideoContentVideoUrlParam = {
        # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url/properties/url", "sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
        "url": k_0,
    }
    # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
    print(full)
    # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl", "sambanova_sdk.types.VideoContentVideoUrlParam[*", "sambanova_sdk.types.VideoContentVideoUrlParam['url']", "spec:specs/chat-completions.yaml#/components/schemas/VideoContent/properties/video_url/properties/url"]
    minimal: VideoContentVideoUrlParam = {
    }
    # usage: ["sambanova_sdk.types.VideoContentVideoUrlParam", "sambanova_sdk.types.VideoContentVideoUrl"]
    print(minimal)
