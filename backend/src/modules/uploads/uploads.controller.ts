import { Body, Controller, Delete, Get, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor, CurrentSession } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { PageQueryDto } from '../../common/pagination/pagination';
import { IdParamDto } from '../../common/validation/id-param';
import { UpdateUploadDto, UploadAnswerDto, UploadImageDto, UploadsPageDto } from './dto/upload.dto';
import { IMAGE_FIELD, ImageFileInterceptor } from './image-file.interceptor';
import { staffRef } from './staff-ref';
import { IncomingFile, UploadsService } from './uploads.service';
import { FileUpload } from '../../common/http/file-upload';

const Invalid = () => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid input or id' });
const Missing = () => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such image' });

/** The image library of the back office (blog and CMS pictures). Files are served at /uploads/. */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Staff('content')
  @Post()
  @ApiOperation({
    summary: 'Upload an image (JPEG, PNG, WebP or GIF, up to UPLOAD_MAX_BYTES, 10 MB by default)',
    description:
      'Stored as WebP variants 320, 640, 960, 1280 and 1920 px wide (never wider than the original), ' +
      'upright and without metadata. The same picture uploaded again answers the existing image.',
  })
  @FileUpload(ImageFileInterceptor, {
    body: {
      schema: {
        type: 'object',
        required: [IMAGE_FIELD],
        properties: {
          [IMAGE_FIELD]: { type: 'string', format: 'binary' },
          alt: { type: 'string', maxLength: 250 },
        },
      },
    },
    tooLarge: 'The file is over the size limit',
  })
  @ApiCreatedResponse({ type: UploadAnswerDto })
  @Invalid()
  @ApiUnsupportedMediaTypeResponse({
    type: ErrorEnvelopeDto,
    description: 'Not a JPEG, PNG, WebP or GIF image by its content (SVG is refused), or damaged',
  })
  async uploadImage(
    @UploadedFile() file: IncomingFile | undefined,
    @Body() body: UploadImageDto,
    @CurrentSession() { user }: SessionPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<UploadAnswerDto> {
    return ok({ image: await this.uploads.upload(file, body.alt, staffRef(user), actor) }, 'Image uploaded.');
  }

  @Staff('content')
  @Get()
  @ApiOperation({ summary: 'The image library, newest first, each with where it is used' })
  @ApiOkResponse({ type: UploadsPageDto })
  @Invalid()
  async listUploads(@Query() query: PageQueryDto): Promise<UploadsPageDto> {
    return ok(await this.uploads.list(query));
  }

  @Staff('content')
  @Get(':id')
  @ApiOperation({ summary: 'One image, with where it is used' })
  @ApiOkResponse({ type: UploadAnswerDto })
  @Invalid()
  @Missing()
  async getUpload(@Param() { id }: IdParamDto): Promise<UploadAnswerDto> {
    return ok({ image: await this.uploads.get(id) });
  }

  @Staff('content')
  @Put(':id')
  @ApiOperation({ summary: "Change an image's alt text" })
  @ApiOkResponse({ type: UploadAnswerDto })
  @Invalid()
  @Missing()
  async updateUpload(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateUploadDto,
    @CurrentActor() actor: Actor,
  ): Promise<UploadAnswerDto> {
    return ok({ image: await this.uploads.updateAlt(id, body.alt, actor) }, 'Image updated.');
  }

  @Staff('content')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an image and its files (refused while a post or CMS section uses it)' })
  @ApiOkResponse({ type: EnvelopeDto })
  @Invalid()
  @Missing()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'In use; the message says where' })
  async deleteUpload(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.uploads.delete(id, actor);
    return ok({}, 'Image has been deleted.');
  }
}
